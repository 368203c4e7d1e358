import LifeQuizContent
import LifecycleCore

/// A Mermaid `sequenceDiagram` of the trace: iOS calls the delegates, step
/// by step, with the states after each step as notes. With layers, view
/// controllers are participants too, notifications dashed arrows and SwiftUI
/// phases notes.
struct TraceMermaid {
  let strings: Localizer
  var layers: Set<TimelineEntry.Kind> = []

  func render(_ trace: Trace) -> String {
    let vocabulary = Vocabulary(strings: strings)
    let scenes = Set(trace.callbacks.compactMap(\.sceneID)).sorted()
    var out = "sequenceDiagram\n"
    out += "  participant iOS\n"
    out += "  participant App as AppDelegate\n"
    for id in scenes { out += "  participant S\(id) as SceneDelegate \(id)\n" }
    var controllers: [Receiver] = []
    for step in trace.steps {
      for entry in step.timeline where entry.kind == .viewController && layers.contains(.viewController) {
        if !controllers.contains(entry.receiver) { controllers.append(entry.receiver) }
      }
    }
    for receiver in controllers { out += "  participant \(participant(receiver)) as \(receiver.id)\n" }
    let last = controllers.last.map(participant) ?? scenes.last.map { "S\($0)" } ?? "App"
    for (index, step) in trace.steps.enumerated() {
      out += "  Note over iOS,\(last): \(index + 1). \(step.event.name)\n"
      for entry in step.timeline where entry.kind.isAlwaysShown || layers.contains(entry.kind) {
        let tag = entry.confidence == .documented ? "" : " [\(vocabulary.confidence(entry.confidence))]"
        switch entry.kind {
        case .delegate, .viewController, .handler:
          out += "  iOS->>\(participant(entry.receiver)): \(clean(entry.name.text + tag))\n"
        case .notification:
          out += "  iOS-->>\(participant(entry.receiver)): \(clean(entry.name.text + tag))\n"
        case .scenePhase:
          out += "  Note over \(participant(entry.receiver)): scenePhase \(clean(entry.name.text + tag))\n"
        }
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

  /// `app` → App, `scene-2` → S2, `vc-3` → VC3.
  private func participant(_ receiver: Receiver) -> String {
    switch receiver {
    case .app: "App"
    case .scene(let number): "S\(number)"
    case .viewController(let number): "VC\(number)"
    }
  }

  /// Mermaid reads `;` and `#` as syntax inside messages.
  private func clean(_ text: String) -> String {
    text.replacing(";", with: ",").replacing("#", with: "")
  }
}
