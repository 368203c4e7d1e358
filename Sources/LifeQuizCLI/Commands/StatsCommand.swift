import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// `lifequiz stats`: what practice history says.
struct StatsCommand: Command {
  static let configuration = CommandConfiguration(
    name: "stats",
    options: [SharedOptions.format, SharedOptions.dataDirectory],
    exampleCount: 2,
    hasDiscussion: false)

  let format: DataFormat
  let dataDirectory: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments[SharedOptions.format]
    dataDirectory = arguments[SharedOptions.dataDirectory]
    try context.requireNonEmpty(dataDirectory, option: "--data-dir", command: Self.configuration.name)
  }

  func run(context: CommandContext) throws(CLIError) {
    let clock = try context.clock(command: Self.configuration.name)
    // A folder named on the command line that is not there is a mistyped
    // path, not "no practice yet".
    if let dataDirectory, !FileBytes.isFolder(dataDirectory) {
      throw .failure(context.strings("stats.no-folder", ["path": dataDirectory]))
    }
    let store = ProgressFile(
      folder: ProgressFile.folder(flag: dataDirectory, environment: context.environment), dayOffset: clock.offset)
    let (states, totals) = try context.progress { () throws(ProgressError) in try store.statesAndTotals() }
    context.show(store.warnings, movedAside: "stats.damaged")
    // Titles and coverage are niceties: without readable content, stats
    // show ids and no coverage.
    let catalogue = context.itemCatalogue()
    let stats = PracticeStats(totals: totals, states: states, clock: clock, items: catalogue?.items)
    let interviews = InterviewScores(folder: store.folder.appendingPathComponent("interviews").path, clock: clock)
    switch format {
    case .json:
      var object = stats.json()
      if case .object(var members) = object {
        members["interviews"] = interviews.json(clock: clock)
        object = .object(members)
      }
      context.console.write(try context.json(object))
    case .text:
      var titles = ItemTitles(strings: context.strings, material: nil)
      titles.names = catalogue?.names ?? [:]
      titles.topics = catalogue?.topics ?? [:]
      context.console.write(
        stats.text(
          strings: context.strings, palette: context.palette, glyphs: context.glyphs, width: context.width,
          titles: titles))
      let scores = interviews.text(
        strings: context.strings, palette: context.palette, glyphs: context.glyphs, width: context.width, clock: clock)
      if !scores.isEmpty { context.console.write("\n" + scores) }
    }
  }
}
