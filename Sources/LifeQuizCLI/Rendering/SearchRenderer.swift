import LifeQuizContent
import LifeQuizStorage

/// Search results as numbered entries (kind and title, a snippet with the
/// matched words marked, the command that opens it) or as JSON.
struct SearchRenderer {
  let context: CommandContext

  func text(_ results: [SearchResult]) -> String {
    let strings = context.strings
    let palette = context.palette
    let indent = "   "
    let width = max(20, context.width - indent.count)
    var out = ""
    for (number, result) in results.enumerated() {
      let kind = strings("search.kind.\(result.document.kind.rawValue)")
      let heading = "\(number + 1). \(kind) · \(result.document.title)"
      out +=
        DisplayWidth.wrap(heading, width: context.width).enumerated().map { index, line in
          index == 0 ? palette.bold(line) : indent + line
        }.joined(separator: "\n") + "\n"
      let snippet = line(result.snippet, width: width)
      if !snippet.isEmpty { out += indent + snippet + "\n" }
      for line in DisplayWidth.wrap(result.document.command, width: width) { out += indent + palette.cyan(line) + "\n" }
    }
    return out
  }

  /// One line of at most `width` columns around the first matched word,
  /// with matched words bold, or in brackets without colour.
  private func line(_ words: [SearchSnippetWord], width: Int) -> String {
    var start = words.firstIndex(where: \.matched) ?? 0
    // Keep a few words of context before the first match.
    start = max(0, start - 3)
    var shown: [String] = []
    var used = start > 0 ? 2 : 0
    for word in words[start...] {
      let marked = word.matched ? mark(word.text) : word.text
      let columns = DisplayWidth.of(marked) + (shown.isEmpty ? 0 : 1)
      if used + columns > width - 2 {
        shown.append("…")
        break
      }
      used += columns
      shown.append(marked)
    }
    return (start > 0 ? "… " : "") + shown.joined(separator: " ")
  }

  /// A matched word bold, or in brackets without colour; the punctuation
  /// around it stays outside (`[running],`, `([not]`), but a selector keeps
  /// its own end (`[beginBackgroundTask(expirationHandler:)],`).
  private func mark(_ word: String) -> String {
    let punctuation = "\"'`()[]{},.;:!?…“”‘’"
    let leading = word.prefix { punctuation.contains($0) }
    var trailing = String(word.dropFirst(leading.count).reversed().prefix { punctuation.contains($0) }.reversed())
    var core = String(word.dropFirst(leading.count).dropLast(trailing.count))
    while core.count(where: { $0 == "(" }) > core.count(where: { $0 == ")" }), let next = trailing.first,
      next == ":" || next == ")"
    {
      core.append(trailing.removeFirst())
    }
    guard !core.isEmpty else { return word }
    let shown = context.palette.enabled ? context.palette.bold(String(core)) : "[\(core)]"
    return leading + shown + trailing
  }

  /// Scores keep three decimals, which is all a ranking needs.
  func json(query: String, results: [SearchResult]) -> JSON {
    .object([
      ("query", .string(query)),
      (
        "results",
        .array(
          results.map { result in
            .object([
              ("kind", .string(result.document.kind.rawValue)),
              ("id", .string(result.document.id)),
              ("title", .string(result.document.title)),
              ("snippet", .string(result.snippetText)),
              ("score", .number((result.score * 1000).rounded() / 1000)),
              ("command", .string(result.document.command)),
            ])
          })
      ),
    ])
  }

}
