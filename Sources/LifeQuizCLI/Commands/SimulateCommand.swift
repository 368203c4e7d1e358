import LifeQuizContent
import LifeQuizStorage
import LifecycleCore

/// `lifequiz simulate [--style scene|app] [--format …] EVENT...`
struct SimulateCommand: Command {
  /// Every event as typed, with the first scene for those that name one.
  static let eventNames = EventKind.allCases.map { $0.takesSceneNumber ? "\($0.rawValue):1" : $0.rawValue }
  static let format = Option<TraceFormat>("format", default: .text)
  static let listEvents = Flag("list-events")
  static let sources = Flag("sources")
  static let configuration = CommandConfiguration(
    name: "simulate",
    arguments: [ArgumentSpec(name: "event", optional: true, repeating: true, completion: .events)],
    options: [SharedOptions.style, format, listEvents, SharedOptions.show, SharedOptions.restoration, sources],
    exampleCount: 5,
    hasDiscussion: true)

  let style: AppStyle
  let format: TraceFormat
  let events: [LifecycleEvent]
  let listEvents: Bool
  let layers: Set<TimelineEntry.Kind>
  let restoration: Bool
  /// List the sources of the trace's notes after it (`--sources`).
  let showSources: Bool
  /// More events than anyone reads; keeps a mistaken script from running away.
  static let maxEvents = 10_000

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    style = arguments[SharedOptions.style]
    format = arguments[Self.format]
    listEvents = arguments[Self.listEvents]
    restoration = arguments[SharedOptions.restoration]
    showSources = arguments[Self.sources]
    layers = arguments[SharedOptions.show]
    if arguments.positionals.count > Self.maxEvents {
      throw .usage(
        context.strings(
          "error.too-many-events", ["count": String(arguments.positionals.count), "max": String(Self.maxEvents)]),
        command: Self.configuration.name)
    }
    let vocabulary = Vocabulary(strings: context.strings)
    let words = context.eventWords()
    var events: [LifecycleEvent] = []
    for word in arguments.positionals {
      switch words.parse(word) {
      case .success(let event): events.append(event)
      case .failure(let error): throw vocabulary.eventNameError(error, command: Self.configuration.name)
      }
    }
    if events.isEmpty && !listEvents {
      throw .usage(context.strings("error.simulate-needs-events"), command: Self.configuration.name)
    }
    self.events = events
  }

  func run(context: CommandContext) throws(CLIError) {
    if listEvents {
      let words = context.eventWords().words(in: context.language)
      context.console.write(EventListRenderer(strings: context.strings, width: context.width, words: words).render())
      return
    }
    let trace = Scenario(style: style, events: events, restoration: restoration).run()
    if let failure = trace.failure {
      throw .failure(TraceFailureMessage(strings: context.strings).text(failure))
    }
    // Content is read only when the sources are asked for.
    let sources = showSources ? try self.sources(of: trace, context: context) : []
    let list = SourceListRenderer(strings: context.strings, palette: context.palette, width: context.width)
    var output: String
    switch format {
    case .text:
      output = TraceTextRenderer(
        strings: context.strings, palette: context.palette, width: context.width, layers: layers
      ).render(trace)
      if showSources { output += "\n" + list.text(sources) }
    case .json:
      let extra: [(String, JSON)] = showSources ? [("sources", .array(sources.map(SourceListRenderer.json)))] : []
      try TraceJSON(strings: context.strings).write(trace, extra: extra, context: context)
      return
    case .markdown:
      output = TraceMarkdown(strings: context.strings).render(trace)
      if showSources { output += "\n" + list.markdown(sources) }
    case .mermaid:
      output = TraceMermaid(strings: context.strings, layers: layers).render(trace)
      if showSources { output += list.mermaidComments(sources) }
    }
    context.console.write(output)
  }

  private func sources(of trace: Trace, context: CommandContext) throws(CLIError) -> [SourceEntry] {
    let library = try context.library()
    let catalog = try context.contentResult { () throws(ContentError) in try library.sources() }
    return catalog.sources(for: trace.steps.flatMap { $0.notes(showing: layers) })
  }
}

enum TraceFormat: String, CaseIterable, Sendable {
  case text, json, markdown, mermaid
}
