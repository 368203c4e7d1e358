import LifeQuizContent
import LifeQuizStorage

/// A "Sources" list: each source's id, title, kind and address, so a learner
/// can read what a claim or a badge rests on.
struct SourceListRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int

  func text(_ sources: [SourceEntry]) -> String {
    var out = palette.bold(strings("sources.heading")) + "\n"
    for source in sources {
      let line = "[\(source.id)] \(source.title) · \(strings("sources.kind.\(source.kind.rawValue)"))"
      out +=
        DisplayWidth.wrap(line, width: width - 4).enumerated().map { ($0 == 0 ? "  " : "    ") + $1 }
        .joined(separator: "\n") + "\n"
      // An address has no spaces to wrap at: it is cut at the width, whole in JSON and Markdown.
      var rest = Substring(source.url)
      let room = max(20, width - 4)
      while !rest.isEmpty {
        out += "    " + palette.dim(String(rest.prefix(room))) + "\n"
        rest = rest.dropFirst(room)
      }
    }
    return out
  }

  func markdown(_ sources: [SourceEntry]) -> String {
    var out = "**\(strings("sources.heading"))**\n\n"
    for source in sources {
      out += "- [\(source.id)] [\(source.title)](\(source.url)) (\(strings("sources.kind.\(source.kind.rawValue)")))\n"
    }
    return out
  }

  func mermaidComments(_ sources: [SourceEntry]) -> String {
    sources.map { "%% [\($0.id)] \($0.title) \($0.url)\n" }.joined()
  }

  static func json(_ source: SourceEntry) -> JSON {
    .object([
      ("id", .string(source.id)), ("kind", .string(source.kind.rawValue)), ("title", .string(source.title)),
      ("url", .string(source.url)),
    ])
  }
}
