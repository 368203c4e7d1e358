import LifeQuizContent
import LifeQuizPlatform
import LifecycleCore

/// `lifequiz play`: reads lines of events and commands, runs the events
/// through the core one by one and shows each step's trace. The session
/// keeps only the events; every trace, state and order is the core's run of
/// them at that moment.
struct PlaySession {
  let context: CommandContext
  var style: AppStyle
  let restoration: Bool
  var layers: Set<TimelineEntry.Kind>
  /// Present with `--predict`: asks for the callbacks before each step.
  let prediction: PlayPrediction?
  private(set) var events: [LifecycleEvent] = []

  init(
    context: CommandContext, style: AppStyle, restoration: Bool, layers: Set<TimelineEntry.Kind>,
    prediction: PlayPrediction?
  ) {
    self.context = context
    self.style = style
    self.restoration = restoration
    self.layers = layers
    self.prediction = prediction
  }

  /// The words of a line that are not events.
  enum Word: String, CaseIterable {
    case undo, reset, style, events, show, trace, export, help, quit
  }

  /// Until `quit` or the end of input.
  mutating func run() {
    while let line = read(prompt()) {
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let first = words.first else { continue }
      guard let word = Word(rawValue: first) else {
        if !play(words) { return }
        continue
      }
      if word == .quit { return }
      handle(word, arguments: Array(words.dropFirst()))
    }
  }

  /// A line from the learner; nil at the end of input. Echoed when piped, so
  /// a transcript reads like a terminal session.
  private func read(_ prompt: String) -> String? {
    while true {
      context.console.write(prompt)
      switch context.console.readLine() {
      case nil:
        context.console.write("\n")
        return nil
      case .tooLong:
        say(context.strings("practice.line-too-long", ["limit": String(StandardInput.lineLimit)]), newline: true)
      case .text(let text):
        if !context.console.inputIsTerminal { context.console.write(text + "\n") }
        return text
      }
    }
  }

  private var machine: LifecycleStateMachine {
    var machine = LifecycleStateMachine(style: style, restoration: restoration)
    for event in events { _ = machine.handle(event) }
    return machine
  }

  private var trace: Trace { Scenario(style: style, events: events, restoration: restoration).run() }

  /// `app active · scene 1 foregroundActive · overlay call > `
  private func prompt() -> String {
    let strings = context.strings
    let machine = machine
    var parts = [strings("play.prompt.app", ["state": machine.appState.rawValue])]
    for scene in machine.scenes {
      parts.append(strings("play.prompt.scene", ["id": String(scene.id), "state": scene.state.rawValue]))
    }
    if let overlay = trace.steps.last?.overlay {
      parts.append(strings("play.prompt.overlay", ["overlay": overlay.rawValue]))
    }
    return context.palette.dim(parts.joined(separator: " · ")) + context.palette.cyan(" > ")
  }

  /// Runs a line of events; false when the input ended during a prediction.
  private mutating func play(_ words: [String]) -> Bool {
    let vocabulary = Vocabulary(strings: context.strings)
    var line: [LifecycleEvent] = []
    for word in words {
      switch LifecycleEvent.parse(word) {
      case .success(let event): line.append(event)
      case .failure(let problem):
        let error = vocabulary.eventNameError(problem, command: PlayCommand.configuration.name)
        say(context.strings("error.prefix") + " " + VisibleText.escaped(Self.message(error)))
        if case .unknown = problem { say(context.strings("play.see-help")) }
        return true
      }
    }
    for event in line {
      let after = Scenario(style: style, events: events + [event], restoration: restoration).run()
      if let failure = after.failure {
        say(context.strings("error.prefix") + " " + TraceFailureMessage(strings: context.strings).text(failure))
        return true
      }
      if let prediction, let step = after.steps.last {
        guard prediction.ask(for: step, after: after, read: read) else { return false }
      }
      events.append(event)
      show(focus: events.count)
    }
    return true
  }

  private mutating func handle(_ word: Word, arguments: [String]) {
    let strings = context.strings
    let takesArgument = word == .style || word == .show
    if takesArgument ? arguments.count != 1 : !arguments.isEmpty {
      let key = takesArgument ? "play.needs-one-word" : "play.takes-no-words"
      say(strings(key, ["command": word.rawValue]))
      return
    }
    switch word {
    case .undo:
      guard let last = events.popLast() else {
        say(strings("play.nothing-to-undo"))
        return
      }
      say(strings("play.undone", ["event": last.name]))
    case .reset:
      events = []
      say(strings("play.reset"))
    case .style:
      guard let chosen = AppStyle(rawValue: arguments[0]) else {
        say(strings("play.unknown-style", ["value": VisibleText.escaped(arguments[0])]))
        return
      }
      style = chosen
      events = []
      say(strings("play.style", ["style": chosen.rawValue]))
    case .events:
      context.console.write(possibleEvents())
    case .show:
      if arguments[0] == "none" {
        layers = []
      } else {
        switch TraceLayers.parse(arguments[0]) {
        case .success(let chosen): layers = chosen
        case .failure(let unknown):
          say(
            strings(
              "play.unknown-layer",
              [
                "value": VisibleText.escaped(unknown.word),
                "values": (TraceLayers.names + ["none"]).joined(separator: ", "),
              ]))
          return
        }
      }
      say(strings("play.showing", ["layers": layerNames.isEmpty ? "none" : layerNames.joined(separator: ",")]))
    case .trace:
      if events.isEmpty {
        say(strings("play.no-events"))
      } else {
        show(focus: 1)
      }
    case .export:
      if events.isEmpty {
        say(strings("play.no-events"))
      } else {
        context.console.write(exportLine + "\n")
      }
    case .help:
      let column = 18
      for command in Word.allCases {
        let lines = DisplayWidth.wrap(
          strings("play.help.\(command.rawValue)"), width: max(20, context.width - column - 2))
        context.console.write("  " + DisplayWidth.pad(usage(command), to: column) + lines[0] + "\n")
        for line in lines.dropFirst() { context.console.write(String(repeating: " ", count: column + 2) + line + "\n") }
      }
      say(strings("play.help.events-line"))
    case .quit:
      return
    }
  }

  /// The `lifequiz simulate …` line that reproduces the run.
  var exportLine: String {
    var parts = ["lifequiz", "simulate"]
    if style != .scene { parts += ["--style", style.rawValue] }
    if !layerNames.isEmpty { parts += ["--show", layerNames.joined(separator: ",")] }
    if restoration { parts.append("--restoration") }
    return (parts + events.map(\.name)).joined(separator: " ")
  }

  /// The layers shown, in `--show` spelling.
  private var layerNames: [String] {
    let names: [(TimelineEntry.Kind, String)] = [
      (.viewController, "vc"), (.notification, "notifications"), (.scenePhase, "swiftui"),
    ]
    return names.filter { layers.contains($0.0) }.map(\.1)
  }

  private func usage(_ word: Word) -> String {
    switch word {
    case .style: "style scene|app"
    case .show: "show LAYERS"
    case .undo, .reset, .events, .trace, .export, .help, .quit: word.rawValue
    }
  }

  /// The events possible now, each with its meaning.
  private func possibleEvents() -> String {
    let vocabulary = Vocabulary(strings: context.strings)
    let column = 22
    var out = context.strings("play.possible", ["state": machine.appState.rawValue]) + "\n"
    for event in machine.possibleEvents {
      let lines = DisplayWidth.wrap(vocabulary.meaning(of: event.kind), width: max(20, context.width - column - 2))
      out += "  " + DisplayWidth.pad(event.name, to: column) + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: column + 2) + line + "\n" }
    }
    return out
  }

  /// The trace of the run, steps before `focus` folded into one line.
  private func show(focus: Int) {
    context.console.write(
      TraceTextRenderer(strings: context.strings, palette: context.palette, width: context.width, layers: layers)
        .render(trace, focus: focus) + "\n")
  }

  private func say(_ text: String, newline: Bool = false) {
    let lines = DisplayWidth.wrap(text, width: max(20, context.width))
    context.console.write((newline ? "\n" : "") + lines.map { $0 + "\n" }.joined())
  }

  /// The message of an error, as `simulate` would print it after "Error:".
  static func message(_ error: CLIError) -> String {
    switch error {
    case .usage(let message, _), .failure(let message): message
    }
  }
}
