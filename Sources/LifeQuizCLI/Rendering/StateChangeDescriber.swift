import LifeQuizContent
import LifecycleCore

/// "app: active → background", "scene 1: foregroundActive → background":
/// what a step changed, for the text and Markdown traces.
struct StateChangeDescriber {
  let strings: Localizer

  func changes(in step: Step) -> [String] {
    let vocabulary = Vocabulary(strings: strings)
    var parts = [
      strings("trace.app", ["change": arrow(vocabulary.state(step.appStateBefore), vocabulary.state(step.appState))])
    ]
    // Both lists are sorted by scene number: walk them together, so a trace
    // with thousands of windows stays linear per step.
    var before = step.scenesBefore[...]
    var after = step.scenes[...]
    while !before.isEmpty || !after.isEmpty {
      let id = min(before.first?.id ?? Int.max, after.first?.id ?? Int.max)
      let from = before.first?.id == id ? before.popFirst()?.state : nil
      let to = after.first?.id == id ? after.popFirst()?.state : nil
      guard from != to else { continue }
      parts.append(
        strings(
          "trace.scene",
          [
            "id": String(id),
            "change": arrow(from?.rawValue ?? strings("trace.no-session"), to?.rawValue ?? strings("trace.no-session")),
          ]))
    }
    if let overlay = step.overlay { parts.append(strings("trace.overlay", ["overlay": vocabulary.overlay(overlay)])) }
    if step.backgroundTask { parts.append(strings("trace.background-task")) }
    return parts
  }

  private func arrow(_ from: String, _ to: String) -> String {
    from == to ? to : "\(from) → \(to)"
  }
}
