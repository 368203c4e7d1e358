/// Breadth-first search over every state the machine can reach from a
/// not-running app, trying every event in each. Scene style is bounded to
/// `maxScenes` sessions at once and navigation to `maxNavigation` view
/// controllers; the state space is finite because scene numbers are reused
/// and view controllers are renumbered before states are compared.
public struct LifecycleExplorer: Sendable {
  public let style: AppStyle
  public let maxScenes: Int
  /// View controllers pushed or presented beyond the roots, at most.
  public let maxNavigation: Int
  public let restoration: Bool

  public init(style: AppStyle, maxScenes: Int = 2, maxNavigation: Int = 1, restoration: Bool = false) {
    self.style = style
    self.maxScenes = maxScenes
    self.maxNavigation = maxNavigation
    self.restoration = restoration
  }

  /// Calls `body` with the state before and the step, for every accepted
  /// event in every reachable state. Returns the number of states visited.
  @discardableResult
  public func forEachTransition(
    _ body: (LifecycleStateMachine, Step) -> Void
  ) -> Int {
    let start = LifecycleStateMachine(style: style, restoration: restoration)
    var seen: Set<LifecycleStateMachine> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for event in state.possibleEvents {
        var next = state
        guard case .success(let step) = next.handle(event) else { continue }
        guard step.scenes.count <= maxScenes, next.pushedAndPresented <= maxNavigation else { continue }
        body(state, step)
        let canonical = next.renumbered
        if seen.insert(canonical).inserted { queue.append(canonical) }
      }
    }
    return seen.count
  }
}
