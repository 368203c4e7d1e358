import LifeQuizContent
import LifecycleCore

/// A Markdown table of the trace, to paste into notes.
struct TraceMarkdown {
  let strings: Localizer

  func render(_ trace: Trace) -> String {
    let vocabulary = Vocabulary(strings: strings)
    let describer = StateChangeDescriber(strings: strings)
    var out = "| # | \(strings("trace.column.event")) | \(strings("trace.column.callbacks")) | "
    out += "\(strings("trace.column.states")) | \(strings("trace.column.confidence")) |\n"
    out += "|---|---|---|---|---|\n"
    var notes: [String] = []
    for (index, step) in trace.steps.enumerated() {
      let callbacks =
        step.callbacks.isEmpty
        ? strings("trace.no-callbacks")
        : step.callbacks.map { "\(vocabulary.receiver($0)): `\($0.selector)`" }.joined(separator: "<br>")
      let states = describer.changes(in: step).map(escape).joined(separator: "<br>")
      var confidence = vocabulary.confidence(step.confidence)
      if let note = step.note {
        notes.append(
          "\(notes.count + 1). \(strings("trace.step", ["step": String(index + 1)])): \(vocabulary.note(note))")
        confidence += " [\(notes.count)]"
      }
      out += "| \(index + 1) | `\(step.event.name)` | \(callbacks) | \(states) | \(confidence) |\n"
    }
    if !notes.isEmpty {
      out += "\n" + notes.joined(separator: "\n") + "\n"
    }
    return out
  }

  private func escape(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
