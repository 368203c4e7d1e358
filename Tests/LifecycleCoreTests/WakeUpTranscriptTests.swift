import LifecycleCore
import Testing

/// Silent pushes, background URLSession events and arriving notifications
/// (issue content v3, "New"): what UIKit calls, in which state, and what a
/// force quit stops.
@Suite("Wake-ups and arriving notifications")
struct WakeUpTranscriptTests {
  static let push = "app application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  static let session = "app application(_:handleEventsForBackgroundURLSession:completionHandler:)"

  @Test("A silent push to an app that isn't running launches it in the background, then delivers the push")
  func silentPushCold() throws {
    let step = try #require(Driver(.scene, after: "").send("silent-push"))
    #expect(
      lines(step) == [
        "app application(_:willFinishLaunchingWithOptions:)", "app application(_:didFinishLaunchingWithOptions:)",
        Self.push,
      ])
    #expect(step.appState == .background)
  }

  @Test("A silent push wakes a suspended app; an app-delegate-only app hears didEnterBackground first, disputed")
  func silentPushSuspended() throws {
    let step = try #require(Driver(.app, after: "launch home suspend").send("silent-push"))
    #expect(lines(step) == ["app applicationDidEnterBackground(_:)", Self.push])
    #expect(step.appStateBefore == .suspended && step.appState == .background)
    #expect(step.confidence == .disputed)
  }

  @Test("A running app gets the push where it is, in front or behind", arguments: ["launch", "launch begin-task home"])
  func silentPushRunning(before: String) throws {
    let app = Driver(.scene, after: before)
    let state = app.machine.appState
    let step = try #require(app.send("silent-push"))
    #expect(lines(step) == [Self.push])
    #expect(step.appState == state)
    #expect(step.calls.first?.note == .silentPushDelivery)
  }

  @Test(
    "After a swipe-kill nothing wakes the app until the user opens it",
    arguments: ["silent-push", "url-session-events", "background-launch"])
  func forceQuitStopsWakeUps(event: String) throws {
    let app = Driver(.app, after: "launch home swipe-kill")
    #expect(app.reject(event) == .forceQuit)
    for reopen in ["launch", "home", "suspend"] { app.send(reopen) }
    #expect(app.send(event) != nil)
  }

  @Test("A memory kill is no force quit: the download's events relaunch the app")
  func urlSessionRelaunch() throws {
    let step = try #require(Driver(.scene, after: "launch home memory-kill").send("url-session-events"))
    #expect(lines(step).last == Self.session)
    #expect(lines(step).first == "app application(_:willFinishLaunchingWithOptions:)")
    #expect(step.calls.last?.note == .urlSessionRelaunch)
  }

  @Test("A running app's session delegate hears the events itself: no app-delegate call")
  func urlSessionRunning() throws {
    let step = try #require(Driver(.scene, after: "launch").send("url-session-events"))
    #expect(step.calls.isEmpty)
    #expect(step.note == .urlSessionRunning)
  }

  @Test("A notification arriving in front goes to willPresent; elsewhere the system shows it and the app hears nothing")
  func notificationArrives() throws {
    let front = try #require(Driver(.scene, after: "launch").send("notification-arrives"))
    #expect(lines(front) == ["app userNotificationCenter(_:willPresent:withCompletionHandler:)"])
    #expect(front.appState == .active)
    for before in ["launch home", "launch lock", "", "launch home suspend"] {
      let step = try #require(Driver(.app, after: before).send("notification-arrives"))
      #expect(step.calls.isEmpty, "\(before)")
      #expect(step.note == .notificationShownBySystem, "\(before)")
    }
  }
}
