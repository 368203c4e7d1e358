extension LifecycleStateMachine {
  /// A window's view controllers: the root navigation stack, then one layer
  /// per modal presentation.
  struct Screen: Hashable, Sendable {
    var layers: [Layer]

    init(root: Int) { layers = [Layer(presentation: nil, stack: [root])] }

    /// The view controller in front.
    var top: Int { layers.last?.stack.last ?? 0 }
  }
}
