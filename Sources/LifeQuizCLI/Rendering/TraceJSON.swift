import LifeQuizContent
import LifeQuizStorage
import LifecycleCore

/// The trace as data, in a schema other tools rely on:
/// `{"style", "steps": [{"event", "suspendedFirst", "callbacks": [{"receiver", "method"}], "app",
/// "scenes": [{"id", "state"}], "overlay", "backgroundTask", "confidence",
/// "note", "noteId", "timeline": [{"kind", "receiver", "name", "confidence"}]}]}`.
struct TraceJSON {
  let strings: Localizer

  /// Writes the document a piece at a time: with thousands of windows every
  /// step lists every scene, more text than is worth holding whole.
  /// `extra` members (the sources) come after the style, before the steps.
  func write(_ trace: Trace, extra: [(String, JSON)] = [], context: CommandContext) throws(CLIError) {
    let vocabulary = Vocabulary(strings: strings)
    var head: JSONObject = [("style", .string(trace.style.rawValue))]
    for (key, value) in extra { head[key] = value }
    do {
      try JSONWriter(layout: .pretty).stream(
        head, then: "steps", count: trace.steps.count,
        element: { step(trace.steps[$0], vocabulary: vocabulary) }
      ) { bytes in
        context.console.write(String(decoding: bytes, as: UTF8.self))
      }
    } catch {
      throw .failure(context.strings("error.json-number", ["path": error.path]))
    }
  }

  func step(_ step: Step, vocabulary: Vocabulary) -> JSON {
    .object([
      ("event", .string(step.event.name)),
      ("suspendedFirst", .bool(step.suspendedBeforeEvent)),
      (
        "callbacks",
        .array(
          step.callbacks.map {
            .object([("receiver", .string($0.receiver.id)), ("method", .string($0.selector))])
          })
      ),
      ("app", .string(step.appState.rawValue)),
      (
        "scenes",
        .array(step.scenes.map { .object([("id", .integer($0.id)), ("state", .string($0.state.rawValue))]) })
      ),
      ("overlay", .optional(step.overlay?.rawValue)),
      ("backgroundTask", .bool(step.backgroundTask)),
      ("confidence", .string(step.confidence.rawValue)),
      ("note", .optional(step.note.map(vocabulary.note))),
      ("noteId", .optional(step.note?.rawValue)),
      (
        "timeline",
        .array(
          step.timeline.map {
            .object([
              ("kind", .string($0.kind.rawValue)), ("receiver", .string($0.receiver.id)),
              ("name", .string($0.name.text)),
              ("confidence", .string($0.confidence.rawValue)),
            ])
          })
      ),
    ])
  }
}
