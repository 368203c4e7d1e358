import LifeQuizContent
import LifecycleCore

/// The terminal trace: numbered steps, each callback with its receiver, the
/// state change, and a badge with a note where behaviour varies.
struct TraceTextRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int

  /// With a `title` (a scenario in a page) the header is the title and the
  /// events; steps before `focus` are folded into one line.
  func render(_ trace: Trace, title: String? = nil, focus: Int = 1) -> String {
    let vocabulary = Vocabulary(strings: strings)
    let describer = StateChangeDescriber(strings: strings)
    let receiverWidth = (trace.callbacks.map { DisplayWidth.of(vocabulary.receiver($0)) }.max() ?? 0) + 2
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
          "state": folded.last?.appState.rawValue ?? "",
        ])
      out += "\n" + DisplayWidth.wrap(summary, width: width).map { palette.dim($0) + "\n" }.joined()
    }
    for (index, step) in trace.steps.enumerated() where index + 1 >= focus {
      out += "\n" + header(step, number: index + 1, vocabulary: vocabulary)
      if step.calls.isEmpty {
        out += "   " + palette.dim(strings("trace.no-callbacks")) + "\n"
      }
      for callback in step.callbacks {
        let receiver = DisplayWidth.pad(vocabulary.receiver(callback), to: receiverWidth)
        if 3 + receiverWidth + callback.selector.count <= width {
          out += "   " + palette.dim(receiver) + palette.cyan(callback.selector) + "\n"
        } else {
          out += "   " + palette.dim(vocabulary.receiver(callback)) + "\n"
          out += "     " + palette.cyan(callback.selector) + "\n"
        }
      }
      for (number, line) in joinedLines(describer.changes(in: step), width: width - 5).enumerated() {
        out += "   " + (number == 0 ? palette.green("↳ ") : "  ") + line + "\n"
      }
      if let note = step.note {
        let label = step.confidence.needsBadge ? strings("trace.varies") : strings("trace.note")
        for (number, line) in DisplayWidth.wrap("\(label): \(vocabulary.note(note))", width: width - 5).enumerated() {
          out += "   " + (number == 0 ? palette.yellow("! ") : "  ") + line + "\n"
        }
      }
    }
    return out
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
    case .legacy, .observed: tag = "[\(vocabulary.confidence(step.confidence))]"
    case .disputed, .unconfirmed: tag = "[\(strings("trace.varies")) · \(vocabulary.confidence(step.confidence))]"
    }
    let styledTag = step.confidence.needsBadge ? palette.yellow(tag) : palette.dim(tag)
    if DisplayWidth.of(title) + 2 + DisplayWidth.of(tag) <= width {
      return palette.bold(title) + "  " + styledTag + "\n"
    }
    return palette.bold(title) + "\n   " + styledTag + "\n"
  }

}
