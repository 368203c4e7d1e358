import LifeQuizContent
import LifecycleCore

/// "app: active → background", "scene 1: foregroundActive → background":
/// what a step changed, for the text and Markdown traces.
struct StateChangeDescriber {
  let strings: Localizer

  func changes(in step: Step) -> [String] {
    var parts = [strings("trace.app", ["change": arrow(step.appStateBefore.rawValue, step.appState.rawValue)])]
    // Scene lists hold a window or two: arrays, not sets and dictionaries.
    let ids = (step.scenesBefore.map(\.id) + step.scenes.map(\.id)).sorted()
    for (index, id) in ids.enumerated() where index == 0 || ids[index - 1] != id {
      let before = step.scenesBefore.first { $0.id == id }?.state
      let after = step.scenes.first { $0.id == id }?.state
      guard before != after else { continue }
      let from = before?.rawValue ?? strings("trace.no-session")
      let to = after?.rawValue ?? strings("trace.no-session")
      parts.append(strings("trace.scene", ["id": String(id), "change": arrow(from, to)]))
    }
    if let overlay = step.overlay { parts.append(strings("trace.overlay", ["overlay": overlay.rawValue])) }
    if step.backgroundTask { parts.append(strings("trace.background-task")) }
    return parts
  }

  private func arrow(_ from: String, _ to: String) -> String {
    from == to ? to : "\(from) → \(to)"
  }
}
