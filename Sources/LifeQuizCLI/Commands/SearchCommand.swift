import LifeQuizContent

/// `lifequiz search QUERY… [--format text|json] [--limit N]`
struct SearchCommand: Command {
  static let limit = Option.number("limit", in: 1...50, default: 5)
  static let configuration = CommandConfiguration(
    name: "search",
    arguments: [ArgumentSpec(name: "query", optional: false, repeating: true)],
    options: [SharedOptions.format, limit],
    exampleCount: 3,
    hasDiscussion: true)

  let query: String
  let format: DataFormat
  let limit: Int

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments[SharedOptions.format]
    query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw .usage(context.strings("error.search-needs-query"), command: Self.configuration.name)
    }
    limit = arguments[Self.limit]
  }

  func run(context: CommandContext) throws(CLIError) {
    let results = try context.searchIndex().search(query, limit: limit)
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
