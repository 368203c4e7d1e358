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
      context.console.writeError(context.strings("stats.damaged", ["file": VisibleText.escaped(warning)]) + "\n")
    }
    // No records and a history that is there but cannot be read is not "no practice yet".
    let historyPath = store.folder.appendingPathComponent("history.jsonl").path
    if history.isEmpty, let problem = FileBytes.problem(reading: historyPath), problem != .missing {
      throw .failure(
        context.strings("error.history-unreadable", ["file": historyPath, "reason": context.reason(problem)]))
    }
    let stats = PracticeStats(history: history, states: states, clock: Clock(environment: context.environment))
    if json {
      context.console.write(try context.json(stats.json()))
    } else {
      context.console.write(stats.text(strings: context.strings, palette: context.palette, width: context.width))
    }
  }
}
