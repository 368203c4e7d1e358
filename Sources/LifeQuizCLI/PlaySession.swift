import LifeQuizContent
import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// `lifequiz play`: reads lines of events and commands, runs the events
/// through the core one by one and shows each step's trace. Every trace,
/// state and order is the core's: the session keeps the core's steps and
/// machine as they come, so a line costs its own event, not a rerun of all
/// the others; `undo` replays from the nearest checkpoint.
struct PlaySession {
  let context: CommandContext
  /// Event names in every language (`실행`, `홈`).
  private let eventWords: EventWords
  /// The learner's words for commands: `그만` ends a session as `quit` does.
  private let answers: AnswerVocabulary
  var style: AppStyle
  let restoration: Bool
  var layers: Set<TimelineEntry.Kind>
  /// Present with `--predict`: asks for the callbacks before each step.
  let prediction: PlayPrediction?
  private(set) var events: [LifecycleEvent] = []
  /// The core's step for each event.
  private var steps: [Step] = []
  /// The machine after every event.
  private var machine: LifecycleStateMachine
  /// The machine after 0, `checkpointInterval`, 2 × `checkpointInterval`…
  /// events, for `undo`.
  private var checkpoints: [LifecycleStateMachine]
  /// The widest receiver labels of the first n + 1 steps, at n, so the
  /// trace's column needs no pass over every step.
  private var widths: [[TimelineEntry.Kind: Int]] = []
  /// With `--predict`: predictions graded, right, and skipped.
  private var score = (graded: 0, right: 0, skipped: 0)
  /// Each line shows the whole run's events again: more than this is more
  /// than anyone reads, and the output would grow with the square of it.
  static let maxEvents = 2_000
  private static let checkpointInterval = 64

  init(
    context: CommandContext, style: AppStyle, restoration: Bool, layers: Set<TimelineEntry.Kind>,
    answers: AnswerVocabulary, prediction: PlayPrediction?
  ) {
    self.context = context
    self.answers = answers
    self.style = style
    self.restoration = restoration
    self.layers = layers
    self.prediction = prediction
    eventWords = context.eventWords()
    machine = LifecycleStateMachine(style: style, restoration: restoration)
    checkpoints = [machine]
  }

  /// The words of a line that are not events.
  enum Word: String, CaseIterable {
    case undo, reset, style, events, show, trace, export, help, quit
  }

  /// Until `quit` or the end of input; with `--predict`, the score at the end.
  mutating func run() {
    loop()
    guard prediction != nil, score.graded + score.skipped > 0 else { return }
    say(
      context.strings(
        "play.predict.summary",
        ["right": String(score.right), "graded": String(score.graded), "skipped": String(score.skipped)]))
  }

  private mutating func loop() {
    while let line = read(prompt()) {
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let first = words.first else { continue }
      if words.count == 1, Word(rawValue: first) == nil, isQuit(first) { return }
      guard let word = Word(rawValue: first) else {
        if !play(words) { return }
        continue
      }
      if word == .quit { return }
      handle(word, arguments: Array(words.dropFirst()))
    }
  }

  private func isQuit(_ word: String) -> Bool {
    switch answers.command(word) {
    case .quit, .quitOrAnswer: true
    case .skip, .dontKnow, .hint, .explain, .more, .page, .right, .undo, .suspend, nil: false
    }
  }

  /// A line from the learner; nil at the end of input. Echoed when piped, so
  /// a transcript reads like a terminal session.
  private func read(_ prompt: String) -> String? {
    while true {
      switch context.console.readLine(prompt: prompt) {
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

  private var trace: Trace { Trace(style: style, steps: steps, failure: nil) }

  /// `app active · scene 1 foregroundActive · overlay call > `
  private func prompt() -> String {
    let strings = context.strings
    let vocabulary = Vocabulary(strings: strings)
    var parts = [strings("play.prompt.app", ["state": vocabulary.state(machine.appState)])]
    for scene in machine.scenes {
      parts.append(strings("play.prompt.scene", ["id": String(scene.id), "state": scene.state.rawValue]))
    }
    if let overlay = steps.last?.overlay {
      parts.append(strings("play.prompt.overlay", ["overlay": vocabulary.overlay(overlay)]))
    }
    return context.palette.dim(parts.joined(separator: " · ")) + context.palette.cyan(" > ")
  }

  /// "Predictions right: 2 of 3", after each graded prediction.
  private var scoreLine: String {
    context.palette.dim(
      context.strings("play.predict.score", ["right": String(score.right), "graded": String(score.graded)]))
  }

  /// Runs a line of events; false when the input ended, or `quit` was
  /// typed, during a prediction.
  private mutating func play(_ words: [String]) -> Bool {
    let vocabulary = Vocabulary(strings: context.strings)
    var line: [LifecycleEvent] = []
    for word in words {
      switch eventWords.parse(word) {
      case .success(let event): line.append(event)
      case .failure(let problem):
        let error = vocabulary.eventNameError(problem, command: PlayCommand.configuration.name)
        say(context.strings("error.prefix") + " " + VisibleText.escaped(Self.message(error)))
        if case .unknown = problem { say(context.strings("play.see-help")) }
        return true
      }
    }
    for event in line {
      guard events.count < Self.maxEvents else {
        say(context.strings("play.too-many-events", ["max": String(Self.maxEvents), "event": event.name]))
        return true
      }
      var next = machine
      let step: Step
      switch next.handle(event) {
      case .success(let taken): step = taken
      case .failure(let rejection):
        let failure = Trace.Failure(index: events.count, rejection: rejection)
        say(context.strings("error.prefix") + " " + TraceFailureMessage(strings: context.strings).text(failure))
        return true
      }
      steps.append(step)
      if let prediction {
        switch prediction.ask(for: step, after: trace, read: read) {
        case .quit:
          steps.removeLast()
          return false
        case .skipped: score.skipped += 1
        case .right:
          score = (score.graded + 1, score.right + 1, score.skipped)
          say(scoreLine)
        case .wrong:
          score.graded += 1
          say(scoreLine)
        }
      }
      events.append(event)
      machine = next
      if events.count.isMultiple(of: Self.checkpointInterval) { checkpoints.append(machine) }
      var widest = widths.last ?? [:]
      TraceTextRenderer.widen(&widest, with: renderer.labelWidths(of: step, vocabulary: vocabulary))
      widths.append(widest)
      show(focus: events.count)
    }
    return true
  }

  /// Drops the last event: the machine is replayed from the checkpoint
  /// before it, never from the start.
  private mutating func dropLast() -> LifecycleEvent? {
    guard let last = events.popLast() else { return nil }
    steps.removeLast()
    widths.removeLast()
    let kept = events.count / Self.checkpointInterval
    checkpoints.removeLast(checkpoints.count - kept - 1)
    var replayed = checkpoints[kept]
    for event in events[(kept * Self.checkpointInterval)...] { _ = replayed.handle(event) }
    machine = replayed
    return last
  }

  /// Back to a not-running app with no events.
  private mutating func restart() {
    events = []
    steps = []
    widths = []
    machine = LifecycleStateMachine(style: style, restoration: restoration)
    checkpoints = [machine]
  }

  private var renderer: TraceTextRenderer {
    TraceTextRenderer(strings: context.strings, palette: context.palette, width: context.width, layers: layers)
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
      guard let last = dropLast() else {
        say(strings("play.nothing-to-undo"))
        return
      }
      say(strings("play.undone", ["event": last.name]))
    case .reset:
      restart()
      say(strings("play.reset"))
    case .style:
      guard let chosen = AppStyle(rawValue: arguments[0]) else {
        say(strings("play.unknown-style", ["value": VisibleText.escaped(arguments[0])]))
        return
      }
      style = chosen
      restart()
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
    var out =
      context.strings("play.possible", ["state": Vocabulary(strings: context.strings).state(machine.appState)]) + "\n"
    for event in machine.possibleEvents {
      let lines = DisplayWidth.wrap(vocabulary.meaning(of: event.kind), width: max(20, context.width - column - 2))
      out += "  " + DisplayWidth.pad(event.name, to: column) + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: column + 2) + line + "\n" }
    }
    return out
  }

  /// The trace of the run, steps before `focus` folded into one line.
  private func show(focus: Int) {
    context.console.write(renderer.render(trace, focus: focus, widths: widths.last) + "\n")
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
