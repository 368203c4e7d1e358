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
    ],
    examples: [
      "lifequiz simulate launch home",
      "lifequiz simulate --style app launch call dismiss",
      "lifequiz simulate launch open-window home reclaim-scene:2 launch",
      "lifequiz simulate --format mermaid launch home launch",
    ],
    hasDiscussion: true)

  let style: AppStyle
  let format: TraceFormat
  let events: [LifecycleEvent]
  let listEvents: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    style = arguments.value("style").flatMap(AppStyle.init(rawValue:)) ?? .scene
    format = arguments.value("format").flatMap(TraceFormat.init(rawValue:)) ?? .text
    listEvents = arguments.has("list-events")
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
    let trace = Scenario(style: style, events: events).run()
    if let failure = trace.failure {
      throw .failure(TraceFailureMessage(strings: context.strings).text(failure))
    }
    let output: String
    switch format {
    case .text:
      output = TraceTextRenderer(strings: context.strings, palette: context.palette, width: context.width)
        .render(trace)
    case .json:
      output = try context.json(TraceJSON(strings: context.strings).document(trace))
    case .markdown:
      output = TraceMarkdown(strings: context.strings).render(trace)
    case .mermaid:
      output = TraceMermaid(strings: context.strings).render(trace)
    }
    context.console.write(output)
  }
}

enum TraceFormat: String, CaseIterable, Sendable {
  case text, json, markdown, mermaid
}
