import LifeQuizContent
import QuizEngine

/// `lifequiz stats`: what practice history says.
struct StatsCommand: Command {
  static let configuration = CommandConfiguration(
    name: "stats",
    options: [
      .value("format", values: ["text", "json"], default: "text"),
      .value("data-dir", placeholder: "path"),
    ],
    examples: ["lifequiz stats", "lifequiz stats --format json"],
    hasDiscussion: false)

  let json: Bool
  let dataDirectory: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    json = arguments.value("format") == "json"
    dataDirectory = arguments.value("data-dir")
  }

  func run(context: CommandContext) throws(CLIError) {
    let store = ProgressFile(folder: ProgressFile.folder(flag: dataDirectory, environment: context.environment))
    let history = try context.progress { () throws(ProgressError) in try store.history() }
    let states = try context.progress { () throws(ProgressError) in try store.states() }
    for warning in store.warnings {
      context.console.writeError(context.strings("practice.damaged", ["file": warning]) + "\n")
    }
    let stats = PracticeStats(history: history, states: states, clock: Clock(environment: context.environment))
    if json {
      context.console.write(stats.json().rendered())
    } else {
      // Titles are a nicety: without readable content, stats show ids.
      let library = try? context.library()
      let material = library.flatMap { try? QuizMaterialBuilder.build($0, language: context.language) }
      let titles = ItemTitles(strings: context.strings, material: material)
      context.console.write(
        stats.text(strings: context.strings, palette: context.palette, width: context.width, titles: titles))
    }
  }
}
