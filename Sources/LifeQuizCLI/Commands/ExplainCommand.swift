import LifeQuizContent
import LifecycleCore

/// `lifequiz explain [TOPIC] [--raw] [--format text|json]`
struct ExplainCommand: Command {
  static let configuration = CommandConfiguration(
    name: "explain",
    arguments: [ArgumentSpec(name: "topic", optional: true, repeating: false)],
    options: [
      .value("format", values: ExplainFormat.allCases.map(\.rawValue), default: "text"),
      .flag("raw"),
    ],
    examples: [
      "lifequiz explain",
      "lifequiz explain inactive --lang ko",
      "lifequiz explain willResignActive",
      "lifequiz explain states --raw",
    ],
    hasDiscussion: true)

  let topic: String?
  let format: ExplainFormat
  let raw: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments.value("format").flatMap(ExplainFormat.init(rawValue:)) ?? .text
    raw = arguments.has("raw")
    topic = arguments.positionals.first
  }

  func run(context: CommandContext) throws(CLIError) {
    let library = try context.library()
    guard let topic else {
      context.console.write(try TopicListRenderer(context: context, library: library).render())
      return
    }
    let match: TopicIndex.Match
    if let direct = TopicIndex.topic(topic, in: library) {
      match = .topic(direct)
    } else {
      let index = try context.contentResult { () throws(ContentError) in try TopicIndex(library: library) }
      guard let found = index.find(topic) else {
        throw context.unknownTopic(topic, names: index.allNames, command: Self.configuration.name)
      }
      match = found
    }
    let page = try self.page(for: match, library: library, context: context)
    let renderer = PageRenderer(context: context, library: library)
    if raw {
      context.console.write(renderer.markdown(page))
      return
    }
    switch format {
    case .text: context.console.write(renderer.text(page, match: match))
    case .json: context.console.write(try context.json(renderer.json(page, match: match)))
    }
  }

  private func page(for match: TopicIndex.Match, library: ContentLibrary, context: CommandContext) throws(CLIError)
    -> TopicPage
  {
    switch match {
    case .callback(let entry):
      return CallbackPage(library: library, strings: context.strings).page(for: entry)
    case .topic(let entry):
      let language = context.language
      let localized = try context.contentResult { () throws(ContentError) in try library.page(entry.id, language) }
      if let localized { return localized }
      guard let english = try context.contentResult({ () throws(ContentError) in try library.page(entry.id, .en) })
      else {
        throw .failure(context.strings("error.page-missing", ["topic": entry.id]))
      }
      context.console.writeError(
        context.strings("explain.fallback-notice", ["topic": entry.id]) + "\n")
      return english
    }
  }
}

enum ExplainFormat: String, CaseIterable, Sendable {
  case text, json
}
