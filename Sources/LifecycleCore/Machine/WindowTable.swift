extension LifecycleStateMachine {
  /// Sessions by scene number, in slots indexed by number so that nothing
  /// is searched, and shared between copies so that a step keeps the scenes
  /// as they were without copying every window.
  struct WindowTable: Hashable, Sendable {
    private var slots = SharedSlots<Window>()
    private(set) var count = 0
    /// Windows per scene state, kept as windows change, so the app state and
    /// the aggregate phase need no search.
    private var tally = [0, 0, 0, 0]

    func count(in state: SceneState) -> Int { tally[Self.slot(state)] }

    private static func slot(_ state: SceneState) -> Int {
      switch state {
      case .unattached: 0
      case .foregroundInactive: 1
      case .foregroundActive: 2
      case .background: 3
      }
    }

    private mutating func untally(_ window: Window?) {
      if let window { tally[Self.slot(window.state)] -= 1 }
    }

    private mutating func retally(_ window: Window?) {
      if let window { tally[Self.slot(window.state)] += 1 }
    }

    var isEmpty: Bool { count == 0 }
    var all: [Window] { slots.elements }
    var ids: [Int] { all.map(\.id) }

    subscript(id: Int) -> Window? {
      slots[id - 1]
    }

    func contains(_ id: Int) -> Bool { self[id] != nil }

    /// The first window by number that matches, looking at no more.
    func first(where matches: (Window) -> Bool) -> Window? {
      slots.first(where: matches)
    }

    mutating func insert(_ window: Window) {
      guard window.id >= 1 else { return }
      let old = slots[window.id - 1]
      if old == nil { count += 1 }
      untally(old)
      slots[window.id - 1] = window
      retally(window)
    }

    /// A new unattached session with the lowest free number.
    mutating func insertNew() -> Int {
      let id = slots.firstEmpty() + 1
      insert(Window(id: id, state: .unattached, screen: nil))
      return id
    }

    mutating func remove(_ id: Int) {
      guard let old = self[id] else { return }
      untally(old)
      slots[id - 1] = nil
      count -= 1
    }

    mutating func update(_ id: Int, _ change: (inout Window) -> Void) {
      guard var window = self[id] else { return }
      untally(window)
      change(&window)
      slots[id - 1] = window
      retally(window)
    }

    static func == (lhs: WindowTable, rhs: WindowTable) -> Bool {
      if lhs.slots.isIdentical(to: rhs.slots) { return true }
      return lhs.count == rhs.count && lhs.tally == rhs.tally && lhs.all == rhs.all
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(all)
    }
  }
}
