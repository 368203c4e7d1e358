import LifeQuizContent
import LifecycleCore

/// `lifequiz explain [TOPIC] [--raw] [--format text|json]`
struct ExplainCommand: Command {
  static let raw = Flag("raw")
  static let configuration = CommandConfiguration(
    name: "explain",
    arguments: [ArgumentSpec(name: "topic", optional: true, repeating: true, completion: .topics)],
    options: [SharedOptions.format, raw],
    exampleCount: 4,
    hasDiscussion: true)

  let topic: String?
  let format: DataFormat
  let raw: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments[SharedOptions.format]
    raw = arguments[Self.raw]
    topic = arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
  }

  func run(context: CommandContext) throws(CLIError) {
    let library = try context.library()
    guard let topic else {
      let list = TopicListRenderer(context: context, library: library)
      switch format {
      case .text: context.showLong(try list.render())
      case .json: context.console.write(try context.json(list.json()))
      }
      return
    }
    // An interview question's id (a search hit on one): that question alone.
    if topic.hasPrefix("q-") {
      let questions = try context.contentResult { () throws(ContentError) in try library.questions(ways: false) }
      if let question = questions.first(where: { $0.id == topic }) {
        let renderer = QuestionPageRenderer(context: context, questions: questions)
        switch format {
        case .text: context.showLong(renderer.text(question))
        case .json: context.console.write(try context.json(renderer.json(question)))
        }
        return
      }
    }
    let match: TopicIndex.Match
    if let direct = TopicIndex.topic(topic, in: library) {
      match = .topic(direct)
    } else {
      let index = try context.contentResult { () throws(ContentError) in try TopicIndex(library: library) }
      if let found = index.find(topic) {
        match = found
      } else {
        match = try searched(topic, index: index, library: library, context: context)
      }
    }
    let page = try self.page(for: match, library: library, context: context)
    var renderer = PageRenderer(context: context, library: library)
    if raw {
      context.console.write(renderer.markdown(page))
      return
    }
    let blocks = MarkdownParser().parse(page.body).blocks
    try context.contentResult { () throws(ContentError) in
      renderer.scenarios = try PageRenderer.scenarios(named: blocks, in: library)
      renderer.catalog = try library.sources()
    }
    switch format {
    case .text: context.showLong(renderer.text(page, blocks: blocks, match: match))
    case .json: context.console.write(try context.json(renderer.json(page, blocks: blocks, match: match)))
    }
  }

  /// Not a name: the page the search ranks clearly first, after a notice;
  /// else the best results and a failure; a typo suggestion when nothing
  /// matches at all.
  private func searched(_ query: String, index: TopicIndex, library: ContentLibrary, context: CommandContext)
    throws(CLIError) -> TopicIndex.Match
  {
    let results = try context.searchIndex(library).search(query, limit: 5)
    guard let best = results.first else {
      throw context.unknownTopic(query, names: index.allNames, command: Self.configuration.name)
    }
    let runnerUp = results.dropFirst().first { $0.document.page != best.document.page }
    if let page = best.document.page, runnerUp.map({ best.score >= 1.5 * $0.score }) ?? true,
      let match = index.find(page)
    {
      context.console.writeError(context.strings("explain.search-showing", ["page": page, "query": query]) + "\n")
      return match
    }
    context.console.write(SearchRenderer(context: context).text(results))
    throw .failure(context.strings("explain.search-unclear", ["query": query]))
  }

  private func page(for match: TopicIndex.Match, library: ContentLibrary, context: CommandContext) throws(CLIError)
    -> TopicPage
  {
    switch match {
    case .callback(let entry):
      let scenarios = try context.contentResult { () throws(ContentError) in
        try library.scenarios(only: [entry.scenario])
      }
      return CallbackPage(library: library, strings: context.strings, scenarios: scenarios).page(for: entry)
    case .topic(let entry):
      let language = context.language
      let localized = try context.contentResult { () throws(ContentError) in try library.page(entry.id, language) }
      if let localized { return localized }
      guard let english = try context.contentResult({ () throws(ContentError) in try library.page(entry.id, .english) })
      else {
        throw .failure(context.strings("error.page-missing", ["topic": entry.id]))
      }
      context.console.writeError(
        context.strings("explain.fallback-notice", ["topic": entry.id]) + "\n")
      return english
    }
  }
}
