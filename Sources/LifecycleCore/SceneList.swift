/// The scenes of one moment of a run. A step keeps the machine's window
/// table itself, which the machine and the neighbouring steps share, so a run
/// of n windows holds a few nodes per step rather than n scenes per step; the
/// list is built when asked for.
struct SceneList: Hashable, Sendable {
  private enum Storage: Sendable {
    case listed([SceneSnapshot])
    case windows(LifecycleStateMachine.WindowTable)
  }

  private let storage: Storage

  init(_ scenes: [SceneSnapshot]) {
    storage = .listed(scenes)
  }

  init(windows: LifecycleStateMachine.WindowTable) {
    storage = .windows(windows)
  }

  var snapshots: [SceneSnapshot] {
    switch storage {
    case .listed(let scenes): scenes
    case .windows(let table): table.all.map { SceneSnapshot(id: $0.id, state: $0.state) }
    }
  }

  static func == (lhs: SceneList, rhs: SceneList) -> Bool {
    lhs.snapshots == rhs.snapshots
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(snapshots)
  }
}
