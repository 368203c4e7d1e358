import LifecycleCore
import Testing

/// Part A4, `app` column: one test per row.
@Suite("App-based transcripts")
struct AppStyleTranscriptTests {
  @Test("Cold launch goes straight from didFinishLaunching to didBecomeActive")
  func coldLaunch() throws {
    let app = Driver(.app)
    let step = try #require(app.send("launch"))
    #expect(
      lines(step) == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
        "app applicationDidBecomeActive(_:)",
      ])
    #expect(step.appState == .active)
    #expect(step.confidence == .documented)
    #expect(step.scenes.isEmpty)
  }

  @Test("Relaunch after a memory kill is the same cold launch")
  func relaunchAfterMemoryKill() {
    let app = Driver(.app, after: "launch home suspend memory-kill")
    #expect(
      app.calls("launch") == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
        "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("Relaunch after a swipe-kill of a suspended app is the same cold launch")
  func relaunchAfterSwipeKill() {
    let app = Driver(.app, after: "launch home suspend swipe-kill")
    #expect(app.calls("launch").count == 3)
    #expect(app.machine.appState == .active)
  }

  @Test("Return from the background enters the foreground, then becomes active")
  func returnFromBackground() {
    let app = Driver(.app, after: "launch home")
    #expect(
      app.calls("launch") == [
        "app applicationWillEnterForeground(_:)", "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("Return from suspended is silent, then the same foreground transition")
  func returnFromSuspended() throws {
    let app = Driver(.app, after: "launch home suspend")
    let step = try #require(app.send("launch"))
    #expect(step.appStateBefore == .suspended)
    #expect(
      lines(step) == [
        "app applicationWillEnterForeground(_:)", "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test(
    "Home, lock and another app from active resign then enter the background", arguments: ["home", "lock", "other-app"])
  func leaveFromActive(event: String) throws {
    let app = Driver(.app, after: "launch")
    let step = try #require(app.send(event))
    let warning = event == "lock" ? ["app applicationProtectedDataWillBecomeUnavailable(_:)"] : []
    #expect(
      lines(step) == [
        "app applicationWillResignActive(_:)", "app applicationDidEnterBackground(_:)",
      ] + warning)
    #expect(step.appState == .background)
    #expect(step.confidence == (event == "lock" ? .unconfirmed : .documented))
  }

  @Test("Unlock returns like a launch from the background")
  func unlock() throws {
    let app = Driver(.app, after: "launch lock")
    let step = try #require(app.send("unlock"))
    #expect(
      lines(step) == [
        "app applicationProtectedDataDidBecomeAvailable(_:)", "app applicationWillEnterForeground(_:)",
        "app applicationDidBecomeActive(_:)",
      ])
    let unconfirmed = step.calls.filter { $0.confidence == .unconfirmed }.map(\.callback)
    #expect(unconfirmed == [.app(.protectedDataDidBecomeAvailable)])
  }

  @Test(
    "An overlay only resigns active, and dismissing it becomes active again",
    arguments: ["notification-center", "control-center", "app-switcher", "alert", "siri", "call"])
  func overlay(event: String) throws {
    let app = Driver(.app, after: "launch")
    let shown = try #require(app.send(event))
    #expect(lines(shown) == ["app applicationWillResignActive(_:)"])
    #expect(shown.appState == .inactive)
    #expect(shown.overlay?.rawValue == event)
    let dismissed = try #require(app.send("dismiss"))
    #expect(lines(dismissed) == ["app applicationDidBecomeActive(_:)"])
    #expect(dismissed.appState == .active)
    #expect(shown.confidence == dismissed.confidence)
    #expect((event == "siri") == (shown.confidence == .unconfirmed))
  }

  @Test(
    "Leaving while an overlay is up only enters the background",
    arguments: [
      ("call", "answer-call"), ("notification-center", "home"), ("alert", "lock"), ("app-switcher", "other-app"),
    ])
  func leaveFromOverlay(overlay: String, leave: String) throws {
    let app = Driver(.app, after: "launch \(overlay)")
    let step = try #require(app.send(leave))
    let warning = leave == "lock" ? ["app applicationProtectedDataWillBecomeUnavailable(_:)"] : []
    #expect(lines(step) == ["app applicationDidEnterBackground(_:)"] + warning)
    #expect(step.appState == .background)
    #expect(step.overlay == nil)
  }

  @Test("Suspension is silent")
  func suspend() throws {
    let app = Driver(.app, after: "launch home")
    let step = try #require(app.send("suspend"))
    #expect(step.callbacks.isEmpty)
    #expect(step.appState == .suspended)
  }

  @Test("Swipe-kill of a suspended app delivers nothing")
  func swipeKillSuspended() throws {
    let app = Driver(.app, after: "launch home suspend")
    let step = try #require(app.send("swipe-kill"))
    #expect(step.callbacks.isEmpty)
    #expect(step.appState == .notRunning)
  }

  @Test("Swipe-kill of an app running a background task calls willTerminate, disputed")
  func swipeKillRunning() throws {
    let app = Driver(.app, after: "launch begin-task home")
    let step = try #require(app.send("swipe-kill"))
    #expect(lines(step) == ["app applicationWillTerminate(_:)"])
    #expect(step.confidence == .disputed)
    #expect(step.note == .swipeKillWhileRunning)
  }

  @Test("Swipe-kill from the app switcher enters the background, then terminates, disputed")
  func swipeKillFromSwitcher() throws {
    let app = Driver(.app, after: "launch app-switcher")
    let step = try #require(app.send("swipe-kill"))
    #expect(
      lines(step) == [
        "app applicationDidEnterBackground(_:)", "app applicationWillTerminate(_:)",
      ])
    #expect(step.appState == .notRunning)
    #expect(step.confidence == .disputed)
    #expect(step.note == .swipeKillFromSwitcherApp)
  }

  @Test("Memory kill runs no code: nothing when suspended, nothing (disputed) when still running")
  func memoryKill() throws {
    let suspended = Driver(.app, after: "launch home suspend")
    #expect(try #require(suspended.send("memory-kill")).callbacks.isEmpty)
    let running = Driver(.app, after: "launch begin-task home")
    let step = try #require(running.send("memory-kill"))
    #expect(step.callbacks.isEmpty)
    #expect(step.appState == .notRunning)
    #expect(step.confidence == .disputed)
    #expect(step.note == .memoryKillRunning)
  }

  @Test(
    "System terminate of a background-running app calls willTerminate, then its notification, badged: Apple says it may"
  )
  func systemTerminate() throws {
    let app = Driver(.app, after: "launch begin-task home")
    let step = try #require(app.send("system-terminate"))
    #expect(lines(step) == ["app applicationWillTerminate(_:)"])
    #expect(
      step.timeline.map(\.name.text) == ["applicationWillTerminate(_:)", "UIApplication.willTerminateNotification"])
    #expect(step.appState == .notRunning)
    #expect(step.confidence == .unconfirmed && step.note == .systemTerminateMay)
  }

  @Test("A crash delivers nothing, from any running state", arguments: ["launch", "launch home", "launch call"])
  func crash(before: String) throws {
    let app = Driver(.app, after: before)
    let step = try #require(app.send("crash"))
    #expect(step.callbacks.isEmpty)
    #expect(step.appState == .notRunning)
    #expect(step.confidence == .observed)
  }

  @Test("Background launch from not running: launch methods, then didEnterBackground, disputed")
  func backgroundLaunch() throws {
    let app = Driver(.app)
    let step = try #require(app.send("background-launch"))
    #expect(
      lines(step) == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
        "app applicationDidEnterBackground(_:)",
      ])
    #expect(step.appState == .background)
    #expect(step.confidence == .disputed)
    #expect(step.note == .backgroundLaunchDidEnterBackground)
    #expect(
      app.calls("launch") == [
        "app applicationWillEnterForeground(_:)", "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("Background launch while suspended resumes and calls didEnterBackground, disputed")
  func backgroundLaunchWhileSuspended() throws {
    let app = Driver(.app, after: "launch home suspend")
    let step = try #require(app.send("background-launch"))
    #expect(lines(step) == ["app applicationDidEnterBackground(_:)"])
    #expect(step.appState == .background)
    #expect(step.confidence == .disputed)
    #expect(step.note == .backgroundResume)
  }

  @Test("Background tasks change no callbacks but hold off suspension")
  func backgroundTasks() throws {
    let app = Driver(.app, after: "launch begin-task home")
    #expect(app.reject("suspend") == .backgroundTaskRunning)
    #expect(try #require(app.send("task-expires")).callbacks.isEmpty)
    #expect(try #require(app.send("suspend")).appState == .suspended)
    let ended = Driver(.app, after: "launch home begin-task")
    #expect(try #require(ended.send("end-task")).callbacks.isEmpty)
    #expect(try #require(ended.send("suspend")).appState == .suspended)
  }

  @Test("Window events belong to scene-based apps", arguments: ["open-window", "close-window:1", "reclaim-scene:1"])
  func windowEventsRejected(event: String) {
    let app = Driver(.app, after: "launch")
    #expect(app.reject(event) == .sceneStyleOnly)
  }

  @Test("No scene delegate method ever reaches an app-based app")
  func noSceneCallbacks() {
    let trace = Scenario(
      style: .app,
      events: [.launch, .show(.call), .dismiss, .home, .suspend, .memoryKill, .launch]
    ).run()
    #expect(trace.failure == nil)
    #expect(trace.callbacks.allSatisfy { $0.sceneID == nil })
  }

  @Test("An app-delegate app has no scenes to restore: restoration is not part of its style")
  func noRestorationWithoutScenes() {
    let restoring = LifecycleStateMachine(style: .app, restoration: true)
    #expect(restoring.configuration == .app && !restoring.restoration)
    #expect(restoring == LifecycleStateMachine(style: .app))
    #expect(LifecycleStateMachine(style: .scene, restoration: true).configuration == .scene(restoration: true))
  }
}
