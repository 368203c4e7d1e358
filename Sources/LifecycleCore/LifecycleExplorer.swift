/// Breadth-first search over every state the machine can reach from a
/// not-running app, trying every event in each. Scene style is bounded to
/// `maxScenes` sessions at once; the state space is finite because scene
/// numbers are reused once a session is discarded.
public struct LifecycleExplorer: Sendable {
  public let style: AppStyle
  public let maxScenes: Int

  public init(style: AppStyle, maxScenes: Int = 2) {
    self.style = style
    self.maxScenes = maxScenes
  }

  /// Calls `body` with the state before and the step, for every accepted
  /// event in every reachable state. Returns the number of states visited.
  @discardableResult
  public func forEachTransition(
    _ body: (LifecycleStateMachine, Step) -> Void
  ) -> Int {
    let start = LifecycleStateMachine(style: style)
    var seen: Set<LifecycleStateMachine> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for event in state.possibleEvents {
        var next = state
        guard case .success(let step) = next.handle(event) else { continue }
        guard step.scenes.count <= maxScenes else { continue }
        body(state, step)
        if seen.insert(next).inserted { queue.append(next) }
      }
    }
    return seen.count
  }
}
