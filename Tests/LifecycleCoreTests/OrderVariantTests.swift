import LifecycleCore
import Testing

/// Where the core tags an order as lifequiz's own convention, it also names
/// the other orders it accepts, each with the note that says why.
@Suite("Acceptable orders")
struct OrderVariantTests {
  func orders(_ step: Step) -> [[String]] {
    step.acceptableOrders.map { $0.callbacks.map { "\($0.receiver) \($0.selector)" } }
  }

  @Test("A documented step has one order: its own")
  func documentedStepHasOne() throws {
    let step = try #require(Driver(.scene, after: "launch").send("home"))
    #expect(step.acceptableOrders.map(\.callbacks) == [step.callbacks])
    #expect(step.acceptableOrders.map(\.note) == [nil])
  }

  @Test("Two windows leaving together may go in either window order, each window's calls together")
  func windowOrder() throws {
    let step = try #require(Driver(.scene, after: "launch open-window").send("home"))
    #expect(
      orders(step) == [
        [
          "scene-1 sceneWillResignActive(_:)", "scene-1 sceneDidEnterBackground(_:)",
          "scene-2 sceneWillResignActive(_:)", "scene-2 sceneDidEnterBackground(_:)",
        ],
        [
          "scene-2 sceneWillResignActive(_:)", "scene-2 sceneDidEnterBackground(_:)",
          "scene-1 sceneWillResignActive(_:)", "scene-1 sceneDidEnterBackground(_:)",
        ],
      ])
    #expect(step.acceptableOrders.map(\.note) == [nil, .windowOrder])
  }

  @Test("A URL handler placed by convention may also follow sceneDidBecomeActive")
  func handlerPosition() throws {
    let step = try #require(Driver(.scene, after: "launch begin-task home").send("open-url"))
    #expect(
      orders(step) == [
        [
          "scene-1 sceneWillEnterForeground(_:)", "scene-1 scene(_:openURLContexts:)",
          "scene-1 sceneDidBecomeActive(_:)",
        ],
        [
          "scene-1 sceneWillEnterForeground(_:)", "scene-1 sceneDidBecomeActive(_:)",
          "scene-1 scene(_:openURLContexts:)",
        ],
      ])
    #expect(step.acceptableOrders.last?.note == .openHandlerPosition)
  }

  @Test("The protected-data warning may open the lock step, and did-become-available close the unlock step")
  func protectedData() throws {
    let app = Driver(.app, after: "launch")
    let lock = try #require(app.send("lock"))
    #expect(
      orders(lock).last == [
        "app applicationProtectedDataWillBecomeUnavailable(_:)", "app applicationWillResignActive(_:)",
        "app applicationDidEnterBackground(_:)",
      ])
    let unlock = try #require(app.send("unlock"))
    #expect(
      orders(unlock).last == [
        "app applicationWillEnterForeground(_:)", "app applicationDidBecomeActive(_:)",
        "app applicationProtectedDataDidBecomeAvailable(_:)",
      ])
    #expect(unlock.acceptableOrders.count == 2)
  }
}
