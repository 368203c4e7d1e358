import LifecycleCore
import Testing

/// The protected-data pair ([N21], [N22]): app-delegate methods in both
/// styles, at lock and unlock, each followed by its notification.
@Suite("Protected-data transcripts")
struct ProtectedDataTranscriptTests {
  static func timeline(_ step: Step) -> [String] {
    step.timeline.filter { $0.kind == .delegate || $0.kind == .notification }.map { "\($0.receiver) \($0.name)" }
  }

  @Test(
    "A lock ends with applicationProtectedDataWillBecomeUnavailable and its notification, after the background, with or without a task",
    arguments: AppStyle.allCases.flatMap { style in ["launch", "launch begin-task"].map { (style, $0) } })
  func lockWarns(style: AppStyle, before: String) throws {
    let step = try #require(Driver(style, after: before).send("lock"))
    #expect(
      Self.timeline(step).suffix(2) == [
        "app applicationProtectedDataWillBecomeUnavailable(_:)",
        "app UIApplication.protectedDataWillBecomeUnavailableNotification",
      ])
    let background = try #require(step.calls.firstIndex { $0.appState == .background })
    #expect(step.callbacks.firstIndex(of: .app(.protectedDataWillBecomeUnavailable)) == background + 1)
    #expect(step.timeline.suffix(2).allSatisfy { $0.confidence == .unconfirmed && $0.note == .protectedDataLock })
    #expect(step.confidence == .unconfirmed && step.note == .protectedDataLock)
  }

  @Test("With restoration, the activity is saved before protected data goes")
  func lockWithRestoration() throws {
    var machine = LifecycleStateMachine(style: .scene, restoration: true)
    _ = machine.handle(.launch)
    _ = machine.handle(.beginTask)
    guard case .success(let step) = machine.handle(.lock) else {
      Issue.record("lock rejected")
      return
    }
    #expect(
      lines(step).suffix(2) == [
        "scene-1 stateRestorationActivity(for:)", "app applicationProtectedDataWillBecomeUnavailable(_:)",
      ])
  }

  @Test(
    "Unlock of an app a task keeps running starts with applicationProtectedDataDidBecomeAvailable and its notification, before the foreground",
    arguments: AppStyle.allCases)
  func unlockRunning(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch begin-task lock").send("unlock"))
    let foreground = style == .app ? "app applicationWillEnterForeground(_:)" : "scene-1 sceneWillEnterForeground(_:)"
    #expect(
      Self.timeline(step).prefix(3) == [
        "app applicationProtectedDataDidBecomeAvailable(_:)",
        "app UIApplication.protectedDataDidBecomeAvailableNotification", foreground,
      ])
    let call = try #require(step.calls.first)
    #expect(call.appStateBefore == .background && call.appState == .background)
    #expect(call.confidence == .unconfirmed && call.note == .protectedDataTiming)
  }

  @Test(
    "An app without a task hears that protected data is back only when the unlock resumes it, with its own badge",
    arguments: zip(
      AppStyle.allCases.flatMap { [$0, $0] },
      ["launch lock suspend", "launch lock", "launch lock suspend", "launch lock"]))
  func unlockSuspended(style: AppStyle, before: String) throws {
    let step = try #require(Driver(style, after: before).send("unlock"))
    let call = try #require(step.calls.first)
    #expect(call.callback == .app(.protectedDataDidBecomeAvailable))
    #expect(call.appStateBefore == .background)
    #expect(call.confidence == .unconfirmed && call.note == .protectedDataAfterSuspension)
    #expect(step.note == .protectedDataAfterSuspension)
  }

  @Test("An app that is not running when the device unlocks gets nothing", arguments: AppStyle.allCases)
  func unlockNotRunning(style: AppStyle) throws {
    let step = try #require(Driver(style, after: "launch lock memory-kill").send("unlock"))
    #expect(step.timeline.isEmpty)
  }

  @Test(
    "An app launched in the background while locked never heard the warning, so the unlock brings no did-become-available",
    arguments: AppStyle.allCases)
  func backgroundLaunchWhileLocked(style: AppStyle) throws {
    let app = Driver(style, after: "launch lock memory-kill")
    let launched = try #require(app.send("background-launch"))
    #expect(!launched.callbacks.contains(.app(.protectedDataWillBecomeUnavailable)))
    let unlocked = try #require(app.send("unlock"))
    #expect(!unlocked.callbacks.contains(.app(.protectedDataDidBecomeAvailable)))
    #expect(!unlocked.callbacks.isEmpty)
  }

  @Test("Home, an overlay and a memory warning never touch protected data", arguments: AppStyle.allCases)
  func otherEventsLeaveItAlone(style: AppStyle) throws {
    let app = Driver(style, after: "launch")
    for event in ["notification-center", "dismiss", "memory-warning", "home", "launch"] {
      let step = try #require(app.send(event))
      #expect(!Self.timeline(step).contains { $0.contains("rotectedData") }, "\(event)")
    }
  }
}
