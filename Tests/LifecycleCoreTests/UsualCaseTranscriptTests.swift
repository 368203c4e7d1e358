import LifecycleCore
import Testing

/// The usual case first (facts A4, S15): an app in the background with no
/// task is suspended shortly after, so the user's next event finds it
/// suspended; and the badges and entries that say what the model assumes.
@Suite("The usual case and its badges")
struct UsualCaseTranscriptTests {
  @Test("A swipe-kill after home finds the app suspended: nothing is called", arguments: AppStyle.allCases)
  func swipeKillAfterHome(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch home").send("swipe-kill"))
    #expect(step.suspendedBeforeEvent)
    #expect(step.appStateBefore == .suspended)
    #expect(step.calls.isEmpty)
    #expect(step.appState == .notRunning)
  }

  @Test(
    "With a task the app is still running, and the swipe-kill is the disputed willTerminate case",
    arguments: AppStyle.allCases)
  func swipeKillWithTask(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch begin-task home").send("swipe-kill"))
    #expect(!step.suspendedBeforeEvent)
    #expect(step.appStateBefore == .background)
    #expect(step.callbacks.last == .app(.willTerminate))
    #expect(step.confidence == .disputed && step.note == .swipeKillWhileRunning)
  }

  @Test("A return after home resumes a suspended app with the foreground pair", arguments: AppStyle.allCases)
  func returnAfterHome(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch home").send("launch"))
    #expect(step.suspendedBeforeEvent && step.appStateBefore == .suspended)
    let expected =
      style == .app
      ? ["app applicationWillEnterForeground(_:)", "app applicationDidBecomeActive(_:)"]
      : ["scene-1 sceneWillEnterForeground(_:)", "scene-1 sceneDidBecomeActive(_:)"]
    #expect(lines(step) == expected)
  }

  @Test(
    "System events and the app's own find a background app still running",
    arguments: ["suspend", "memory-kill", "system-terminate", "crash", "begin-task"])
  func systemEventsDoNotSuspendFirst(event: String) throws {
    let step = try #require(Driver(.scene, after: "launch home").send(event))
    #expect(!step.suspendedBeforeEvent)
    #expect(step.appStateBefore == .background)
  }

  @Test("A user event on screen, or with a task running, suspends nothing first")
  func nothingSuspendedOnScreen() throws {
    let app = Driver(.scene, after: "launch")
    let notificationCenter = try #require(app.send("notification-center"))
    #expect(!notificationCenter.suspendedBeforeEvent)
    let withTask = Driver(.app, after: "launch begin-task home")
    let back = try #require(withTask.send("launch"))
    #expect(!back.suspendedBeforeEvent && back.appStateBefore == .background)
  }

  @Test("An app launched in the background and never shown has no switcher card", arguments: AppStyle.allCases)
  func noCardAfterBackgroundLaunch(style: AppStyle) {
    let app = Driver(style, after: "background-launch")
    #expect(app.reject("swipe-kill") == .noSwitcherCard)
    let running = Driver(style, after: "background-launch begin-task")
    #expect(running.reject("swipe-kill") == .noSwitcherCard)
  }

  @Test("An app that was on screen before a kill keeps its card through a background launch")
  func cardSurvivesRelaunch() throws {
    let app = Driver(.app, after: "launch home memory-kill background-launch")
    let step = try #require(app.send("swipe-kill"))
    #expect(step.appState == .notRunning)
  }

  @Test(
    "Task expiry shows the expiration handler, app code UIKit calls, with what it must do", arguments: AppStyle.allCases
  )
  func expiryHandler(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch begin-task home").send("task-expires"))
    #expect(step.calls.isEmpty)
    #expect(step.timeline.map(\.kind) == [.handler])
    #expect(step.timeline.first?.name == .expirationHandler && step.timeline.first?.receiver == .app)
    #expect(step.note == .taskExpiryHandler)
    let ended = try #require(Driver(style, after: "launch begin-task home").send("end-task"))
    #expect(ended.timeline.isEmpty)
  }

  @Test("A launch after a crash reconnects the kept session, badged unconfirmed (S22)")
  func crashRestore() throws {
    let step = try #require(Driver(.scene, after: "launch crash").send("launch"))
    #expect(step.confidence == .unconfirmed && step.note == .crashKeepsSession)
    let afterKill = try #require(Driver(.scene, after: "launch home memory-kill").send("launch"))
    #expect(afterKill.note != .crashKeepsSession)
    let appStyle = try #require(Driver(.app, after: "launch crash").send("launch"))
    #expect(appStyle.note != .crashKeepsSession)
  }

  @Test(
    "Leaving with an alert, a call or Siri up is badged; Notification Center and the switcher close",
    arguments: [
      ("alert", true), ("siri", true), ("call", true), ("notification-center", false), ("app-switcher", false),
    ])
  func overlayLeftBehind(overlay: String, badged: Bool) throws {
    let step = try #require(Driver(.scene, after: "launch \(overlay)").send("home"))
    #expect((step.note == .overlayLeftBehind) == badged)
  }
}
