extension LifecycleStateMachine {
  struct Layer: Hashable, Sendable {
    enum Presentation: Hashable, Sendable { case fullScreen, sheet }
    let presentation: Presentation?
    var stack: [Int]
  }
}
