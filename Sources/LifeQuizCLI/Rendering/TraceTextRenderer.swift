import LifeQuizContent
import LifecycleCore

/// The terminal trace: numbered steps, each callback with its receiver, the
/// state change, and a badge with a note where behaviour varies.
struct TraceTextRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int
  /// Layers shown besides the delegates (`--show`).
  var layers: Set<TimelineEntry.Kind> = []

  /// With a `title` (a scenario in a page) the header is the title and the
  /// events; steps before `focus` are folded into one line. `widths`, when
  /// given, are the widest labels of all the steps (`labelWidths`), kept by a
  /// caller that adds one step at a time so that no step is measured twice.
  func render(
    _ trace: Trace, title: String? = nil, focus: Int = 1, widths: [TimelineEntry.Kind: Int]? = nil
  ) -> String {
    let vocabulary = Vocabulary(strings: strings)
    let describer = StateChangeDescriber(strings: strings)
    let widest =
      widths
      ?? trace.steps.reduce(into: [:]) { Self.widen(&$0, with: labelWidths(of: $1, vocabulary: vocabulary)) }
    let receiverWidth = (widest.filter { $0.key.isAlwaysShown || layers.contains($0.key) }.values.max() ?? 0) + 2
    let events = trace.steps.map(\.event.name).joined(separator: " ")
    let heading = strings("trace.header.\(trace.style.rawValue)", ["events": events])
    var out: String
    if let title {
      out = DisplayWidth.wrap("▸ " + title, width: width).map { palette.bold($0) + "\n" }.joined()
      out += DisplayWidth.wrap(heading, width: width - 2).map { "  " + palette.dim($0) + "\n" }.joined()
    } else {
      out = DisplayWidth.wrap(heading, width: width).map { palette.dim($0) + "\n" }.joined()
    }
    if focus > 1, trace.steps.count >= focus {
      let folded = trace.steps.prefix(focus - 1)
      let summary = strings(
        focus == 2 ? "trace.folded.one" : "trace.folded",
        [
          "steps": "1–\(focus - 1)", "events": folded.map(\.event.name).joined(separator: " "),
          "state": folded.last.map { Vocabulary(strings: strings).state($0.appState) } ?? "",
        ])
      out += "\n" + DisplayWidth.wrap(summary, width: width).map { palette.dim($0) + "\n" }.joined()
    }
    for index in trace.steps.indices.dropFirst(max(0, focus - 1)) {
      let step = trace.steps[index]
      out += "\n" + header(step, number: index + 1, vocabulary: vocabulary)
      if step.suspendedBeforeEvent {
        for line in DisplayWidth.wrap(strings("trace.suspended-first"), width: width - 5) {
          out += "   " + palette.dim(line) + "\n"
        }
      }
      if step.timeline.allSatisfy({ !$0.kind.isAlwaysShown && !shownLayers(for: step).contains($0.kind) }) {
        out += "   " + palette.dim(strings("trace.no-callbacks")) + "\n"
      }
      var notes: [VarianceNote] = step.note.map { [$0] } ?? []
      let shown = shownLayers(for: step)
      // Labels once per step: a step with thousands of scenes has thousands of calls.
      let stepLabels = receiverLabels(step, vocabulary: vocabulary)
      for (entry, label) in zip(step.timeline, stepLabels) where entry.kind.isAlwaysShown || shown.contains(entry.kind)
      {
        let receiver = DisplayWidth.pad(label, to: receiverWidth)
        let mark = shown.isEmpty ? "" : Self.mark(entry.kind)
        let name = entry.kind == .delegate ? palette.cyan(entry.name.text) : entry.name.text
        let tag = entry.confidence == .documented ? "" : " " + entryTag(entry.confidence, vocabulary: vocabulary)
        if 3 + receiverWidth + 2 + entry.name.text.count + DisplayWidth.of(tag) <= width {
          out += "   " + mark + palette.dim(receiver) + name + tag + "\n"
        } else if 3 + receiverWidth + 2 + entry.name.text.count <= width {
          out += "   " + mark + palette.dim(receiver) + name + "\n"
          // Under the name when the tag fits there, else under the receiver.
          let column = 3 + receiverWidth + (shown.isEmpty ? 0 : 2)
          let indent = column + DisplayWidth.of(tag) - 1 <= width ? column : 5
          out += String(repeating: " ", count: indent) + tag.dropFirst() + "\n"
        } else {
          out += "   " + mark + palette.dim(label) + "\n"
          out += "     " + name + "\n"
          if !tag.isEmpty { out += "     " + tag.dropFirst() + "\n" }
        }
        if entry.confidence.needsBadge, let note = entry.note, !notes.contains(note) { notes.append(note) }
      }
      for (number, line) in joinedLines(describer.changes(in: step), width: width - 5).enumerated() {
        out += "   " + (number == 0 ? palette.green("↳ ") : "  ") + line + "\n"
      }
      for (index, note) in notes.enumerated() {
        let badged = index > 0 || step.note != note || step.confidence.needsBadge
        let label = badged ? strings("trace.varies") : strings("trace.note")
        for (number, line) in DisplayWidth.wrap("\(label): \(vocabulary.note(note))", width: width - 5).enumerated() {
          out += "   " + (number == 0 ? palette.yellow("! ") : "  ") + line + "\n"
        }
      }
    }
    return out
  }

  /// The widest receiver label of each kind of entry in a step, whatever
  /// the layers shown: a navigation's view controllers, always shown, count
  /// as delegates.
  func labelWidths(of step: Step, vocabulary: Vocabulary) -> [TimelineEntry.Kind: Int] {
    var widths: [TimelineEntry.Kind: Int] = [:]
    let navigation = Self.showsViewControllers(step.event)
    for (entry, label) in zip(step.timeline, receiverLabels(step, vocabulary: vocabulary)) {
      let kind = navigation && entry.kind == .viewController ? .delegate : entry.kind
      widths[kind] = max(widths[kind] ?? 0, DisplayWidth.of(label))
    }
    return widths
  }

  /// Keeps the wider label of each kind.
  static func widen(_ widths: inout [TimelineEntry.Kind: Int], with step: [TimelineEntry.Kind: Int]) {
    widths.merge(step, uniquingKeysWith: max)
  }

  /// The layers shown for a step: those asked for, and the view controllers
  /// of a navigation event, which has nothing else to show.
  private func shownLayers(for step: Step) -> Set<TimelineEntry.Kind> {
    Self.showsViewControllers(step.event) ? layers.union([.viewController]) : layers
  }

  private static func showsViewControllers(_ event: LifecycleEvent) -> Bool {
    if case .navigate = event { true } else { false }
  }

  /// Each timeline entry's receiver: `AppDelegate` and `SceneDelegate #1`
  /// for delegates, as before; the receiver id for the other layers.
  private func receiverLabels(_ step: Step, vocabulary: Vocabulary) -> [String] {
    step.timeline.map { entry in
      Callback(entry.name, receiver: entry.receiver).map(vocabulary.receiver) ?? vocabulary.receiver(entry.receiver)
    }
  }

  /// A two-column mark that tells the layers apart, shown only with layers so
  /// the default output keeps its shape.
  private static func mark(_ kind: TimelineEntry.Kind) -> String {
    switch kind {
    case .delegate: "  "
    case .viewController: "▸ "
    case .notification: "» "
    case .scenePhase: "~ "
    case .handler: "  "
    }
  }

  private func entryTag(_ confidence: Confidence, vocabulary: Vocabulary) -> String {
    let text =
      confidence.needsBadge
      ? "[\(strings("trace.varies")) · \(vocabulary.confidence(confidence))]"
      : "[\(vocabulary.confidence(confidence))]"
    return confidence.needsBadge ? palette.yellow(text) : palette.dim(text)
  }

  /// Joins parts with " · ", breaking lines between parts where it can.
  private func joinedLines(_ parts: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for part in parts {
      let candidate = line.isEmpty ? part : line + " · " + part
      if line.isEmpty || DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        lines.append(line)
        line = part
      }
    }
    lines.append(line)
    return lines.flatMap { DisplayWidth.wrap($0, width: width) }
  }

  /// "2. notification-center  [archived guide]", the tag on its own line
  /// when both don't fit.
  private func header(_ step: Step, number: Int, vocabulary: Vocabulary) -> String {
    let title = "\(number). \(step.event.name)"
    let tag: String
    switch step.confidence {
    case .documented: return palette.bold(title) + "\n"
    case .legacy, .observed, .inferred: tag = "[\(vocabulary.confidence(step.confidence))]"
    case .disputed, .unconfirmed: tag = "[\(strings("trace.varies")) · \(vocabulary.confidence(step.confidence))]"
    }
    let styledTag = step.confidence.needsBadge ? palette.yellow(tag) : palette.dim(tag)
    if DisplayWidth.of(title) + 2 + DisplayWidth.of(tag) <= width {
      return palette.bold(title) + "  " + styledTag + "\n"
    }
    return palette.bold(title) + "\n   " + styledTag + "\n"
  }

}
