import LifeQuizContent
import LifecycleCore

/// "app: active → background", "scene 1: foregroundActive → background":
/// what a step changed, for the text and Markdown traces.
struct StateChangeDescriber {
  let strings: Localizer

  func changes(in step: Step) -> [String] {
    var parts = [strings("trace.app", ["change": arrow(step.appStateBefore.rawValue, step.appState.rawValue)])]
    let before = Dictionary(uniqueKeysWithValues: step.scenesBefore.map { ($0.id, $0.state) })
    let after = Dictionary(uniqueKeysWithValues: step.scenes.map { ($0.id, $0.state) })
    for id in Set(before.keys).union(after.keys).sorted() where before[id] != after[id] {
      let from = before[id]?.rawValue ?? strings("trace.no-session")
      let to = after[id]?.rawValue ?? strings("trace.no-session")
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
