import LifecycleCore
import Testing

/// Part A4, `scene` column: one test per row, plus the multi-window rows.
@Suite("Scene-based transcripts")
struct SceneStyleTranscriptTests {
  static let newSessionLaunch = [
    "app application(_:willFinishLaunchingWithOptions:)",
    "app application(_:didFinishLaunchingWithOptions:)",
    "app application(_:configurationForConnecting:options:)",
    "scene-1 scene(_:willConnectTo:options:)",
    "scene-1 sceneWillEnterForeground(_:)",
    "scene-1 sceneDidBecomeActive(_:)",
  ]

  @Test("First launch creates a session, connects scene 1 and brings it to the foreground")
  func firstLaunch() throws {
    let app = Driver(.scene)
    let step = try #require(app.send("launch"))
    #expect(lines(step) == Self.newSessionLaunch)
    #expect(step.appState == .active)
    #expect(sceneStates(step) == ["1:foregroundActive"])
    #expect(step.confidence == .documented)
  }

  @Test("A scene app's launch methods run while the app reads background")
  func launchStartsInBackground() throws {
    let app = Driver(.scene)
    let step = try #require(app.send("launch"))
    #expect(step.calls[1].appState == .background)
    #expect(step.calls[4].appState == .inactive)
  }

  @Test("Relaunch with a kept session skips configurationForConnecting", arguments: ["memory-kill", "crash"])
  func relaunchKeepsSession(kill: String) throws {
    let setup = kill == "crash" ? "launch home" : "launch home suspend"
    let app = Driver(.scene, after: setup)
    let killed = try #require(app.send(kill))
    #expect(sceneStates(killed) == ["1:unattached"])
    #expect(
      app.calls("launch") == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
        "scene-1 scene(_:willConnectTo:options:)",
        "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test("Launch after a swipe-kill of a suspended app reports the discard, then a new session")
  func launchAfterSwipeKill() throws {
    let app = Driver(.scene, after: "launch home suspend")
    let kill = try #require(app.send("swipe-kill"))
    #expect(kill.callbacks.isEmpty)
    #expect(kill.confidence == .disputed)
    #expect(kill.scenes.isEmpty)
    let launch = try #require(app.send("launch"))
    var expected = Self.newSessionLaunch
    expected.insert("app application(_:didDiscardSceneSessions:)", at: 2)
    #expect(lines(launch) == expected)
    #expect(launch.confidence == .unconfirmed)
    #expect(launch.note == .discardPosition)
  }

  @Test(
    "Return from the background or suspended: willEnterForeground then didBecomeActive",
    arguments: ["launch home", "launch home suspend"])
  func returnToForeground(before: String) {
    let app = Driver(.scene, after: before)
    #expect(
      app.calls("launch") == [
        "scene-1 sceneWillEnterForeground(_:)", "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test("Return after the scene was reclaimed reconnects it without a new session")
  func returnAfterReclaim() {
    let app = Driver(.scene, after: "launch home")
    #expect(app.calls("reclaim-scene:1") == ["scene-1 sceneDidDisconnect(_:)"])
    #expect(
      app.calls("launch") == [
        "scene-1 scene(_:willConnectTo:options:)",
        "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test(
    "Home, lock and another app resign then enter the background, without disconnecting",
    arguments: ["home", "lock", "other-app"])
  func leaveFromActive(event: String) throws {
    let app = Driver(.scene, after: "launch")
    let step = try #require(app.send(event))
    let warning = event == "lock" ? ["app applicationProtectedDataWillBecomeUnavailable(_:)"] : []
    #expect(
      lines(step) == [
        "scene-1 sceneWillResignActive(_:)", "scene-1 sceneDidEnterBackground(_:)",
      ] + warning)
    #expect(sceneStates(step) == ["1:background"])
    #expect(step.appState == .background)
  }

  @Test("Unlock brings the scene back")
  func unlock() {
    let app = Driver(.scene, after: "launch lock suspend")
    #expect(
      app.calls("unlock") == [
        "app applicationProtectedDataDidBecomeAvailable(_:)", "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test(
    "An overlay keeps the scene in the foreground, inactive",
    arguments: ["notification-center", "control-center", "app-switcher", "alert", "siri", "call"])
  func overlay(event: String) throws {
    let app = Driver(.scene, after: "launch")
    let shown = try #require(app.send(event))
    #expect(lines(shown) == ["scene-1 sceneWillResignActive(_:)"])
    #expect(sceneStates(shown) == ["1:foregroundInactive"])
    #expect(shown.appState == .inactive)
    #expect(app.calls("dismiss") == ["scene-1 sceneDidBecomeActive(_:)"])
  }

  @Test("Answering a call sends the inactive scene to the background")
  func answerCall() {
    let app = Driver(.scene, after: "launch call")
    #expect(app.calls("answer-call") == ["scene-1 sceneDidEnterBackground(_:)"])
  }

  @Test("Swipe-kill of a running app disconnects, discards, then terminates")
  func swipeKillRunning() throws {
    let app = Driver(.scene, after: "launch begin-task home")
    let step = try #require(app.send("swipe-kill"))
    #expect(
      lines(step) == [
        "scene-1 sceneDidDisconnect(_:)",
        "app application(_:didDiscardSceneSessions:)",
        "app applicationWillTerminate(_:)",
      ])
    #expect(step.confidence == .disputed)
    #expect(step.scenes.isEmpty)
  }

  @Test("Swipe-kill from the app switcher enters the background first")
  func swipeKillFromSwitcher() throws {
    let app = Driver(.scene, after: "launch app-switcher")
    let step = try #require(app.send("swipe-kill"))
    #expect(
      lines(step) == [
        "scene-1 sceneDidEnterBackground(_:)",
        "scene-1 sceneDidDisconnect(_:)",
        "app application(_:didDiscardSceneSessions:)",
        "app applicationWillTerminate(_:)",
      ])
    #expect(step.note == .swipeKillFromSwitcher)
  }

  @Test("Memory kill of a running scene app calls nothing, disputed, and keeps the session")
  func memoryKillRunning() throws {
    let app = Driver(.scene, after: "launch begin-task home")
    let step = try #require(app.send("memory-kill"))
    #expect(step.callbacks.isEmpty)
    #expect(sceneStates(step) == ["1:unattached"])
    #expect(step.confidence == .disputed)
    #expect(step.note == .memoryKillRunning)
  }

  @Test("System terminate of a running scene app calls only willTerminate and keeps the session")
  func systemTerminateRunning() throws {
    let app = Driver(.scene, after: "launch begin-task home")
    let step = try #require(app.send("system-terminate"))
    #expect(lines(step) == ["app applicationWillTerminate(_:)"])
    #expect(sceneStates(step) == ["1:unattached"])
    #expect(step.confidence == .unconfirmed)
    #expect(step.note == .terminateSceneDisconnect)
  }

  @Test("Background launch while suspended calls no scene method, unconfirmed")
  func backgroundLaunchWhileSuspended() throws {
    let app = Driver(.scene, after: "launch home suspend")
    let step = try #require(app.send("background-launch"))
    #expect(step.callbacks.isEmpty)
    #expect(step.appState == .background)
    #expect(step.confidence == .unconfirmed)
  }

  @Test("Background launch runs the launch methods and connects no scene")
  func backgroundLaunch() throws {
    let app = Driver(.scene)
    let step = try #require(app.send("background-launch"))
    #expect(
      lines(step) == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
      ])
    #expect(step.appState == .background)
    #expect(step.scenes.isEmpty)
    #expect(step.confidence == .unconfirmed)
    #expect(app.calls("launch") == Array(Self.newSessionLaunch.dropFirst(2)))
  }

  @Test("Opening a window creates a new session for scene 2")
  func openWindow() throws {
    let app = Driver(.scene, after: "launch")
    let step = try #require(app.send("open-window"))
    #expect(
      lines(step) == [
        "app application(_:configurationForConnecting:options:)",
        "scene-2 scene(_:willConnectTo:options:)",
        "scene-2 sceneWillEnterForeground(_:)",
        "scene-2 sceneDidBecomeActive(_:)",
      ])
    #expect(sceneStates(step) == ["1:foregroundActive", "2:foregroundActive"])
  }

  @Test("Closing a window on screen resigns, enters the background, disconnects, then discards")
  func closeWindowOnScreen() {
    let app = Driver(.scene, after: "launch open-window")
    #expect(
      app.calls("close-window:2") == [
        "scene-2 sceneWillResignActive(_:)",
        "scene-2 sceneDidEnterBackground(_:)",
        "scene-2 sceneDidDisconnect(_:)",
        "app application(_:didDiscardSceneSessions:)",
      ])
  }

  @Test("Closing a disconnected window of a running app only discards its session")
  func closeWindowUnattached() {
    let app = Driver(.scene, after: "launch open-window begin-task home reclaim-scene:2")
    #expect(app.calls("close-window:2") == ["app application(_:didDiscardSceneSessions:)"])
  }

  @Test("Closing the last window is a swipe-kill: the same callbacks, and the process ends")
  func closeLastWindow() throws {
    let closing = Driver(.scene, after: "launch begin-task home")
    let swiping = Driver(.scene, after: "launch begin-task home")
    let closed = try #require(closing.send("close-window:1"))
    let swiped = try #require(swiping.send("swipe-kill"))
    #expect(closed.callbacks == swiped.callbacks)
    #expect(closed.appState == .notRunning)
    #expect(closed.note == .lastWindowClosed)
    #expect(swiped.note == .swipeKillWhileRunning)
    let fromSwitcher = try #require(Driver(.scene, after: "launch app-switcher").send("close-window:1"))
    #expect(fromSwitcher.note == .lastWindowClosed && fromSwitcher.confidence >= .unconfirmed)
  }

  @Test("Swipe-kill with two windows is rejected; close-window is the gesture")
  func swipeKillWithTwoWindows() {
    let app = Driver(.scene, after: "launch open-window app-switcher")
    #expect(app.reject("swipe-kill") == .severalWindows)
  }

  @Test("Closing a window of a suspended app runs nothing; the discard arrives when it next runs")
  func closeWindowWhileSuspended() throws {
    let app = Driver(.scene, after: "launch open-window home suspend")
    let closed = try #require(app.send("close-window:2"))
    #expect(closed.callbacks.isEmpty)
    #expect(closed.confidence == .unconfirmed)
    #expect(
      app.calls("launch") == [
        "app application(_:didDiscardSceneSessions:)",
        "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test("A window closed while not running is reported at the next launch")
  func closeWindowWhileNotRunning() throws {
    let app = Driver(.scene, after: "launch open-window home suspend memory-kill")
    #expect(try #require(app.send("close-window:2")).callbacks.isEmpty)
    #expect(
      app.calls("launch") == [
        "app application(_:willFinishLaunchingWithOptions:)",
        "app application(_:didFinishLaunchingWithOptions:)",
        "app application(_:didDiscardSceneSessions:)",
        "scene-1 scene(_:willConnectTo:options:)",
        "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
      ])
  }

  @Test("Reclaiming a background scene disconnects it and keeps its session")
  func reclaim() throws {
    let app = Driver(.scene, after: "launch home")
    let step = try #require(app.send("reclaim-scene:1"))
    #expect(lines(step) == ["scene-1 sceneDidDisconnect(_:)"])
    #expect(sceneStates(step) == ["1:unattached"])
    #expect(!step.callbacks.contains(.app(.didDiscardSceneSessions)))
  }

  @Test("Two windows go home in ascending order, each whole, and the step says it is a convention")
  func homeWithTwoWindows() throws {
    let app = Driver(.scene, after: "launch open-window")
    let step = try #require(app.send("home"))
    #expect(
      lines(step) == [
        "scene-1 sceneWillResignActive(_:)", "scene-1 sceneDidEnterBackground(_:)",
        "scene-2 sceneWillResignActive(_:)", "scene-2 sceneDidEnterBackground(_:)",
      ])
    #expect(step.confidence == .unconfirmed)
    #expect(step.note == .windowOrder)
  }

  @Test("iPad: return after scene 2 was reclaimed reconnects it, with no new session")
  func iPadReturn() {
    let app = Driver(.scene, after: "launch open-window home reclaim-scene:2")
    #expect(
      app.calls("launch") == [
        "scene-1 sceneWillEnterForeground(_:)",
        "scene-1 sceneDidBecomeActive(_:)",
        "scene-2 scene(_:willConnectTo:options:)",
        "scene-2 sceneWillEnterForeground(_:)",
        "scene-2 sceneDidBecomeActive(_:)",
      ])
  }

  @Test("A new window reuses the lowest free scene number")
  func sceneNumbersReused() throws {
    let app = Driver(.scene, after: "launch open-window close-window:1")
    let step = try #require(app.send("open-window"))
    #expect(sceneStates(step) == ["1:foregroundActive", "2:foregroundActive"])
    #expect(step.callbacks.first == .app(.configurationForConnecting))
  }
}
