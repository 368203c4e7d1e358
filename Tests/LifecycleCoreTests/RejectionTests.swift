import LifecycleCore
import Testing

@Suite("Impossible events")
struct RejectionTests {
  @Test(
    "Each impossible event gets its reason",
    arguments: [
      (AppStyle.scene, "", "home", RejectionReason.notRunning),
      (.scene, "", "dismiss", .notRunning),
      (.scene, "launch", "dismiss", .noOverlay),
      (.scene, "launch", "launch", .onScreen),
      (.scene, "launch home", "home", .notOnScreen),
      (.scene, "launch call", "alert", .overlayUp(.call)),
      (.scene, "launch alert", "answer-call", .noIncomingCall),
      (.scene, "launch lock", "launch", .deviceLocked),
      (.scene, "launch", "unlock", .deviceNotLocked),
      (.scene, "launch home suspend", "crash", .processSuspended),
      (.scene, "launch home suspend", "suspend", .alreadySuspended),
      (.scene, "launch home", "background-launch", .alreadyRunningInBackground),
      (.scene, "launch begin-task home", "suspend", .backgroundTaskRunning),
      (.scene, "launch", "end-task", .noBackgroundTask),
      (.scene, "launch begin-task", "begin-task", .backgroundTaskAlreadyRunning),
      (.scene, "launch begin-task", "task-expires", .onScreen),
      (.scene, "launch", "swipe-kill", .notInAppSwitcher),
      (.scene, "", "swipe-kill", .noSwitcherCard),
      (.app, "launch", "open-window", .sceneStyleOnly),
      (.scene, "launch", "close-window:3", .noSuchScene(3)),
      (.scene, "launch", "reclaim-scene:1", .sceneOnScreen(1)),
      (.scene, "launch home reclaim-scene:1", "reclaim-scene:1", .sceneAlreadyDisconnected(1)),
      (.scene, "launch open-window app-switcher", "swipe-kill", .severalWindows),
      (.scene, "launch", "pop", .nothingToPop),
      (.scene, "launch", "dismiss-modal", .noModal),
      (.scene, "launch home", "push", .notOnScreen),
      (.scene, "launch alert", "present-sheet", .overlayUp(.alert)),
      (.scene, "launch home", "memory-warning", .backgroundWithoutTask),
      (.scene, "launch home suspend", "memory-warning", .processSuspended),
      (.scene, "launch", "system-terminate", .onScreen),
      (.scene, "launch lock", "open-url", .deviceLocked),
      (.scene, "launch", "memory-kill", .onScreen),
    ])
  func reason(style: AppStyle, before: String, event: String, reason: RejectionReason) {
    let app = Driver(style, after: before)
    #expect(app.reject(event) == reason)
  }

  @Test("A rejection names the events possible now and changes nothing")
  func rejectionLeavesStateAlone() throws {
    var machine = LifecycleStateMachine(style: .scene)
    _ = machine.handle(.launch)
    let before = machine
    guard case .failure(let rejection) = machine.handle(.dismiss) else {
      Issue.record("dismiss with no overlay was accepted")
      return
    }
    #expect(machine == before)
    #expect(rejection.appState == .active)
    #expect(rejection.possibleEvents.contains(.home))
    #expect(rejection.possibleEvents.contains(.show(.call)))
    #expect(!rejection.possibleEvents.contains(.dismiss))
    #expect(!rejection.possibleEvents.contains(.launch))
  }

  @Test("Event names parse, and bad ones say why")
  func parsing() throws {
    #expect(try LifecycleEvent.parse("close-window:2").get() == .closeWindow(2))
    #expect(try LifecycleEvent.parse("notification-center").get() == .show(.notificationCenter))
    #expect(LifecycleEvent.parse("hom") == .failure(.unknown("hom")))
    #expect(LifecycleEvent.parse("close-window") == .failure(.missingSceneNumber(.closeWindow)))
    #expect(LifecycleEvent.parse("home:2") == .failure(.unexpectedSceneNumber(.home)))
    #expect(LifecycleEvent.parse("reclaim-scene:0") == .failure(.invalidSceneNumber(.reclaimScene, "0")))
    for kind in EventKind.allCases where !kind.takesSceneNumber {
      #expect(LifecycleEvent(kind: kind)?.name == kind.rawValue)
    }
  }
}
