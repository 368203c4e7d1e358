import LifeQuizContent

/// `lifequiz explain` with no topic: every topic and callback page with its
/// one-line summary, in the chosen language.
struct TopicListRenderer {
  let context: CommandContext
  let library: ContentLibrary

  func render() throws(CLIError) -> String {
    let strings = context.strings
    let column = 26
    var out = context.palette.bold(strings("explain.topics")) + "\n"
    for topic in library.topics {
      let page = try context.contentResult { () throws(ContentError) -> TopicPage? in
        if let page = try library.page(topic.id, context.language) { return page }
        return try library.page(topic.id, .english)
      }
      out += row(topic.id, page?.summary ?? "", column: column)
    }
    out += "\n" + context.palette.bold(strings("explain.callbacks")) + "\n"
    let callbackPage = CallbackPage(library: library, strings: strings)
    for entry in try context.contentResult({ () throws(ContentError) in try library.callbacks() }) {
      out += row(entry.pageID, callbackPage.page(for: entry).summary, column: column)
    }
    out += "\n" + DisplayWidth.wrap(strings("explain.list-footer"), width: context.width).joined(separator: "\n") + "\n"
    return out
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
