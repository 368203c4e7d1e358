import LifeQuizContent

/// `lifequiz search QUERY… [--format text|json] [--limit N]`
struct SearchCommand: Command {
  static let configuration = CommandConfiguration(
    name: "search",
    arguments: [ArgumentSpec(name: "query", optional: false, repeating: true)],
    options: [
      .value("format", values: ExplainFormat.allCases.map(\.rawValue), default: "text"),
      .value("limit", placeholder: "n", default: "5"),
    ],
    exampleCount: 3,
    hasDiscussion: true)

  let query: String
  let format: ExplainFormat
  let limit: Int

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments.value("format").flatMap(ExplainFormat.init(rawValue:)) ?? .text
    query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw .usage(context.strings("error.search-needs-query"), command: Self.configuration.name)
    }
    let text = arguments.value("limit") ?? "5"
    guard let limit = Int(text), (1...50).contains(limit) else {
      throw .usage(
        context.strings("error.bad-number", ["option": "--limit", "value": text, "low": "1", "high": "50"]),
        command: Self.configuration.name)
    }
    self.limit = limit
  }

  func run(context: CommandContext) throws(CLIError) {
    let library = try context.library()
    let results = try context.searchIndex(library).search(query, limit: limit)
    let renderer = SearchRenderer(context: context)
    switch format {
    case .text:
      guard !results.isEmpty else {
        throw .failure(context.strings("error.search-nothing", ["query": query]))
      }
      context.console.write(renderer.text(results))
    case .json:
      context.console.write(try context.json(renderer.json(query: query, results: results)))
    }
  }
}
