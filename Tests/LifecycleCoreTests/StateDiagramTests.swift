import LifecycleCore
import Testing

/// The diagram gathers, per edge, every event that causes the change
/// anywhere in the explored machine.
@Suite("State diagram")
struct StateDiagramTests {
  func edge(_ diagram: StateDiagram, _ from: String, _ to: String, silent: Bool) -> StateDiagram.Edge? {
    diagram.edges.first { $0.from == from && $0.to == to && $0.silent == silent }
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
    #expect(edge(diagram, "notRunning", "background", silent: false)?.events == [.backgroundLaunch])
    #expect(edge(diagram, "background", "notRunning", silent: false)?.events == [.swipeKill, .systemTerminate])
    #expect(edge(diagram, "background", "notRunning", silent: true)?.events == [.memoryKill, .crash])
    let suspend = try #require(edge(diagram, "background", "suspended", silent: true))
    #expect(suspend.events == [.suspend])
    #expect(edge(diagram, "background", "suspended", silent: false) == nil)
  }
}
