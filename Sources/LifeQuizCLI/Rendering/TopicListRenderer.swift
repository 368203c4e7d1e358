import LifeQuizContent
import LifeQuizStorage

/// `lifequiz explain` with no topic: every topic and callback page with its
/// one-line summary, in the chosen language.
struct TopicListRenderer {
  let context: CommandContext
  let library: ContentLibrary

  func render() throws(CLIError) -> String {
    let strings = context.strings
    let column = 26
    let (topics, callbacks) = try entries()
    var out = context.palette.bold(strings("explain.topics")) + "\n"
    for (id, summary) in topics { out += row(id, summary, column: column) }
    out += "\n" + context.palette.bold(strings("explain.callbacks")) + "\n"
    for (id, summary) in callbacks { out += row(id, summary, column: column) }
    out += "\n" + DisplayWidth.wrap(strings("explain.list-footer"), width: context.width).joined(separator: "\n") + "\n"
    return out
  }

  /// `{"topics": [{"id", "summary"}], "callbacks": [{"id", "summary"}]}`.
  func json() throws(CLIError) -> JSON {
    let (topics, callbacks) = try entries()
    func list(_ rows: [(String, String)]) -> JSON {
      .array(rows.map { .object([("id", .string($0.0)), ("summary", .string($0.1))]) })
    }
    return .object([("topics", list(topics)), ("callbacks", list(callbacks))])
  }

  /// Each topic and callback page's name and one-line summary.
  private func entries() throws(CLIError) -> (topics: [(String, String)], callbacks: [(String, String)]) {
    var topics: [(String, String)] = []
    for topic in library.topics {
      let page = try context.contentResult { () throws(ContentError) -> TopicPage? in
        if let page = try library.page(topic.id, context.language) { return page }
        return try library.page(topic.id, .english)
      }
      topics.append((topic.id, page?.summary ?? ""))
    }
    // A callback page's summary is when UIKit calls it: no scenario needs to run.
    let callbacks = try context.contentResult({ () throws(ContentError) in try library.callbacks() }).map {
      ($0.pageID, $0.when[context.language])
    }
    return (topics, callbacks)
  }

  private func row(_ name: String, _ summary: String, column: Int) -> String {
    let lines = DisplayWidth.wrap(summary, width: context.width - column)
    if DisplayWidth.of(name) + 2 >= column {
      return "  \(name)\n" + lines.map { String(repeating: " ", count: column) + $0 + "\n" }.joined()
    }
    var out = DisplayWidth.pad("  " + name, to: column) + lines[0] + "\n"
    for line in lines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
    return out
  }
}
