import LifecycleCore
import Testing

/// The diagram gathers, per edge, every event that causes the change
/// anywhere in the explored machine.
@Suite("State diagram")
struct StateDiagramTests {
  func edge(
    _ diagram: StateDiagram, _ from: String, _ to: String, silent: Bool, disputed: Bool = false
  ) -> StateDiagram.Edge? {
    diagram.edges.first { $0.from == from && $0.to == to && $0.silent == silent && $0.disputed == disputed }
  }

  @Test("An edge lists every event that makes its change, each once, in vocabulary order")
  func eventsPerEdge() throws {
    let diagram = StateDiagram.explore(style: .app)
    let resign = try #require(edge(diagram, "active", "inactive", silent: false))
    for kind in [EventKind.home, .lock, .notificationCenter, .controlCenter, .appSwitcher, .call] {
      #expect(resign.events.contains(kind), "\(kind)")
    }
    #expect(Set(resign.events).count == resign.events.count)
    #expect(resign.events == EventKind.allCases.filter(resign.events.contains))
    // Edges a single kind of event makes.
    #expect(
      edge(diagram, "notRunning", "background", silent: false, disputed: true)?.events == [
        .backgroundLaunch, .silentPush, .urlSessionEvents,
      ])
    #expect(edge(diagram, "background", "notRunning", silent: false)?.events == [.systemTerminate])
    #expect(edge(diagram, "background", "notRunning", silent: true)?.events == [.crash])
    let suspend = try #require(edge(diagram, "background", "suspended", silent: true))
    #expect(suspend.events == [.suspend])
    #expect(edge(diagram, "background", "suspended", silent: false) == nil)
  }

  @Test("Disputed changes are edges of their own, so every format can draw them as such")
  func disputedEdges() throws {
    let diagram = StateDiagram.explore(style: .app)
    // A swipe-kill of a running app (willTerminate) and a memory kill of one
    // (no code runs) are both disputed (S11, facts v2 §10 b).
    #expect(edge(diagram, "background", "notRunning", silent: false, disputed: true)?.events == [.swipeKill])
    #expect(edge(diagram, "background", "notRunning", silent: true, disputed: true)?.events == [.memoryKill])
    #expect(edge(diagram, "active", "inactive", silent: false, disputed: true) == nil)
  }
}
