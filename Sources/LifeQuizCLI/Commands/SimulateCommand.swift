import LifeQuizContent
import LifecycleCore

/// `lifequiz simulate [--style scene|app] [--format …] EVENT...`
struct SimulateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "simulate",
    arguments: [ArgumentSpec(name: "event", optional: true, repeating: true)],
    options: [
      .value("style", values: AppStyle.allCases.map(\.rawValue), default: "scene"),
      .value("format", values: TraceFormat.allCases.map(\.rawValue), default: "text"),
      .flag("list-events"),
      .value("show", placeholder: "layers"),
      .flag("restoration"),
    ],
    exampleCount: 5,
    hasDiscussion: true)

  let style: AppStyle
  let format: TraceFormat
  let events: [LifecycleEvent]
  let listEvents: Bool
  let layers: Set<TimelineEntry.Kind>
  let restoration: Bool
  /// More events than anyone reads; keeps a mistaken script from running away.
  static let maxEvents = 10_000

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    style = arguments.value("style").flatMap(AppStyle.init(rawValue:)) ?? .scene
    format = arguments.value("format").flatMap(TraceFormat.init(rawValue:)) ?? .text
    listEvents = arguments.has("list-events")
    restoration = arguments.has("restoration")
    layers = try Self.layers(arguments.value("show"), context: context)
    if arguments.positionals.count > Self.maxEvents {
      throw .usage(
        context.strings("error.too-many-events", ["count": String(arguments.positionals.count), "max": String(Self.maxEvents)]),
        command: Self.configuration.name)
    }
    let vocabulary = Vocabulary(strings: context.strings)
    var events: [LifecycleEvent] = []
    for word in arguments.positionals {
      switch LifecycleEvent.parse(word) {
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
      context.console.write(EventListRenderer(strings: context.strings, width: context.width).render())
      return
    }
    let trace = Scenario(style: style, events: events, restoration: restoration).run()
    if let failure = trace.failure {
      throw .failure(TraceFailureMessage(strings: context.strings).text(failure))
    }
    let output: String
    switch format {
    case .text:
      output = TraceTextRenderer(
        strings: context.strings, palette: context.palette, width: context.width, layers: layers
      ).render(trace)
    case .json:
      output = try context.json(TraceJSON(strings: context.strings).document(trace))
    case .markdown:
      output = TraceMarkdown(strings: context.strings).render(trace)
    case .mermaid:
      output = TraceMermaid(strings: context.strings, layers: layers).render(trace)
    }
    context.console.write(output)
  }
}

extension SimulateCommand {
  /// `--show vc,notifications,swiftui` or `--show all`.
  static func layers(_ text: String?, context: CommandContext, command: String = configuration.name) throws(CLIError)
    -> Set<TimelineEntry.Kind>
  {
    guard let text else { return [] }
    switch TraceLayers.parse(text) {
    case .success(let layers): return layers
    case .failure(let unknown):
      throw .usage(
        context.strings("error.unknown-layer", ["value": unknown.word, "values": TraceLayers.names.joined(separator: ", ")]),
        command: command)
    }
  }
}

enum TraceFormat: String, CaseIterable, Sendable {
  case text, json, markdown, mermaid
}
