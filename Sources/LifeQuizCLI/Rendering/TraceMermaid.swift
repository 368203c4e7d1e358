import LifeQuizContent
import LifecycleCore

/// A Mermaid `sequenceDiagram` of the trace: iOS calls the delegates, step
/// by step, with the states after each step as notes.
struct TraceMermaid {
  let strings: Localizer

  func render(_ trace: Trace) -> String {
    let vocabulary = Vocabulary(strings: strings)
    let scenes = Set(trace.callbacks.compactMap(\.sceneID)).sorted()
    var out = "sequenceDiagram\n"
    out += "  participant iOS\n"
    out += "  participant App as AppDelegate\n"
    for id in scenes { out += "  participant S\(id) as SceneDelegate \(id)\n" }
    let last = scenes.last.map { "S\($0)" } ?? "App"
    for (index, step) in trace.steps.enumerated() {
      out += "  Note over iOS,\(last): \(index + 1). \(step.event.name)\n"
      for callback in step.callbacks {
        let target = callback.sceneID.map { "S\($0)" } ?? "App"
        out += "  iOS->>\(target): \(callback.selector)\n"
      }
      var state = strings("trace.app", ["change": step.appState.rawValue])
      for scene in step.scenes {
        state += " · " + strings("trace.scene", ["id": String(scene.id), "change": scene.state.rawValue])
      }
      out += "  Note right of iOS: \(clean(state))\n"
      if let note = step.note, step.confidence.needsBadge {
        out += "  Note right of iOS: \(clean(strings("trace.varies") + ": " + vocabulary.note(note)))\n"
      }
    }
    return out
  }

  /// Mermaid reads `;` and `#` as syntax inside messages.
  private func clean(_ text: String) -> String {
    text.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "")
  }
}
