import LifecycleCore
import Testing

/// The timeline layers (view controller calls, notifications, SwiftUI
/// phases) and the events that feed them, in both styles, cold and warm; the
/// sources of each badge are in Content/sources.json under its note.
@Suite("Timeline transcripts")
struct TimelineTranscriptTests {
  static func entries(_ step: Step, _ kind: TimelineEntry.Kind) -> [String] {
    step.timeline.filter { $0.kind == kind }.map { "\($0.receiver) \($0.name)" }
  }

  @Test("A scene cold launch loads vc-1 after willConnectTo and shows it after sceneDidBecomeActive")
  func sceneColdLaunchViews() throws {
    let step = try #require(Driver(.scene).send("launch"))
    let names = step.timeline.map(\.name.text)
    let connect = try #require(names.firstIndex(of: "scene(_:willConnectTo:options:)"))
    let load = try #require(names.firstIndex(of: "viewDidLoad()"))
    let foreground = try #require(names.firstIndex(of: "sceneWillEnterForeground(_:)"))
    let active = try #require(names.firstIndex(of: "sceneDidBecomeActive(_:)"))
    let appeared = try #require(names.firstIndex(of: "viewDidAppear(_:)"))
    #expect(connect < load && load < foreground && active < appeared)
    #expect(step.timeline[appeared].confidence == .disputed)
    #expect(Self.entries(step, .viewController).allSatisfy { $0.hasPrefix("vc-1 ") })
  }

  @Test("An app-style cold launch loads the root after didFinishLaunching and shows it after didBecomeActive")
  func appColdLaunchViews() throws {
    let step = try #require(Driver(.app).send("launch"))
    #expect(
      step.timeline.filter { $0.kind != .notification }.map(\.name.text) == [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "applicationDidBecomeActive(_:)",
        "viewDidAppear(_:)",
      ])
  }

  @Test("Home and a return give no view-controller callbacks", arguments: AppStyle.allCases)
  func homeAndReturnHaveNoViews(style: AppStyle) throws {
    let app = Driver(style, after: "launch push")
    #expect(Self.entries(try #require(app.send("home")), .viewController).isEmpty)
    #expect(Self.entries(try #require(app.send("launch")), .viewController).isEmpty)
  }

  @Test("Full-screen presentation removes the presenter; dismissal brings it back", arguments: AppStyle.allCases)
  func fullScreen(style: AppStyle) throws {
    let app = Driver(style, after: "launch")
    #expect(
      Self.entries(try #require(app.send("present-full-screen")), .viewController) == [
        "vc-2 viewDidLoad()", "vc-1 viewWillDisappear(_:)", "vc-2 viewWillAppear(_:)", "vc-2 viewIsAppearing(_:)",
        "vc-2 viewDidAppear(_:)", "vc-1 viewDidDisappear(_:)",
      ])
    #expect(
      Self.entries(try #require(app.send("dismiss-modal")), .viewController) == [
        "vc-2 viewWillDisappear(_:)", "vc-1 viewWillAppear(_:)", "vc-1 viewIsAppearing(_:)",
        "vc-1 viewDidAppear(_:)", "vc-2 viewDidDisappear(_:)",
      ])
  }

  @Test("A sheet leaves the presenter alone, on present and on dismiss", arguments: AppStyle.allCases)
  func sheet(style: AppStyle) throws {
    let app = Driver(style, after: "launch")
    let presented = try #require(app.send("present-sheet"))
    #expect(!Self.entries(presented, .viewController).contains { $0.hasPrefix("vc-1 ") })
    let dismissed = try #require(app.send("dismiss-modal"))
    #expect(Self.entries(dismissed, .viewController) == ["vc-2 viewWillDisappear(_:)", "vc-2 viewDidDisappear(_:)"])
  }

  @Test("Push and pop swap the two controllers, the cross order disputed")
  func pushAndPop() throws {
    let app = Driver(.scene, after: "launch")
    let pushed = try #require(app.send("push"))
    #expect(
      Self.entries(pushed, .viewController) == [
        "vc-2 viewDidLoad()", "vc-1 viewWillDisappear(_:)", "vc-2 viewWillAppear(_:)", "vc-2 viewIsAppearing(_:)",
        "vc-1 viewDidDisappear(_:)", "vc-2 viewDidAppear(_:)",
      ])
    #expect(pushed.confidence == .disputed && pushed.note == .navigationOrder)
    let popped = try #require(app.send("pop"))
    #expect(
      Self.entries(popped, .viewController) == [
        "vc-2 viewWillDisappear(_:)", "vc-1 viewWillAppear(_:)", "vc-1 viewIsAppearing(_:)",
        "vc-2 viewDidDisappear(_:)", "vc-1 viewDidAppear(_:)",
      ])
    #expect(app.reject("pop") == .nothingToPop)
  }

  @Test("A cancelled swipe back leaves the lower controller with an unbalanced viewWillAppear")
  func swipeBackCancel() throws {
    let app = Driver(.scene, after: "launch push")
    let step = try #require(app.send("swipe-back-cancel"))
    #expect(
      Self.entries(step, .viewController) == [
        "vc-2 viewWillDisappear(_:)", "vc-1 viewWillAppear(_:)", "vc-1 viewIsAppearing(_:)",
        "vc-1 viewWillDisappear(_:)", "vc-1 viewDidDisappear(_:)", "vc-2 viewWillAppear(_:)",
        "vc-2 viewIsAppearing(_:)", "vc-2 viewDidAppear(_:)",
      ])
    #expect(step.confidence == .unconfirmed)
  }

  @Test("A warm open-url calls its handler between willEnterForeground and didBecomeActive")
  func openURLWarm() {
    #expect(
      Driver(.scene, after: "launch home").calls("open-url") == [
        "scene-1 sceneWillEnterForeground(_:)", "scene-1 scene(_:openURLContexts:)", "scene-1 sceneDidBecomeActive(_:)",
      ])
    #expect(
      Driver(.app, after: "launch home suspend").calls("open-url") == [
        "app applicationWillEnterForeground(_:)", "app application(_:open:options:)",
        "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("A cold open-url in a scene app calls no URL handler: the URL is in the connection options")
  func openURLCold() throws {
    let step = try #require(Driver(.scene).send("open-url"))
    #expect(lines(step) == SceneStyleTranscriptTests.newSessionLaunch)
    #expect(step.note == .openInConnectionOptions)
    let app = try #require(Driver(.app).send("open-url"))
    #expect(
      lines(app) == [
        "app application(_:willFinishLaunchingWithOptions:)", "app application(_:didFinishLaunchingWithOptions:)",
        "app application(_:open:options:)", "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("A universal link reaches scene(_:continue:) warm and the two user-activity methods app-style")
  func universalLink() {
    #expect(
      Driver(.scene, after: "launch home").calls("universal-link") == [
        "scene-1 sceneWillEnterForeground(_:)", "scene-1 scene(_:continue:)", "scene-1 sceneDidBecomeActive(_:)",
      ])
    #expect(
      Driver(.app, after: "launch home").calls("universal-link") == [
        "app applicationWillEnterForeground(_:)", "app application(_:willContinueUserActivityWithType:)",
        "app application(_:continue:restorationHandler:)", "app applicationDidBecomeActive(_:)",
      ])
  }

  @Test("A notification tap calls didReceive while the scene is still inactive, cold and warm")
  func tapNotification() throws {
    let warm = try #require(Driver(.scene, after: "launch home").send("tap-notification"))
    let tap = try #require(warm.calls.first { $0.callback == .app(.didReceiveNotificationResponse) })
    #expect(tap.appState == .inactive && tap.confidence == .observed)
    let cold = try #require(Driver(.scene).send("tap-notification"))
    let coldTap = try #require(cold.calls.first { $0.callback == .app(.didReceiveNotificationResponse) })
    #expect(coldTap.appState == .inactive && coldTap.confidence == .unconfirmed)
    #expect(Driver(.app, after: "launch home").calls("tap-notification").count == 3)
  }

  @Test("A memory warning reaches the app delegate, its notification, then every loaded controller")
  func memoryWarning() throws {
    let step = try #require(Driver(.scene, after: "launch push").send("memory-warning"))
    #expect(
      step.timeline.map { "\($0.receiver) \($0.name)" } == [
        "app applicationDidReceiveMemoryWarning(_:)", "app UIApplication.didReceiveMemoryWarningNotification",
        "vc-1 didReceiveMemoryWarning()", "vc-2 didReceiveMemoryWarning()",
      ])
    #expect(
      Driver(.app, after: "launch begin-task home").calls("memory-warning") == [
        "app applicationDidReceiveMemoryWarning(_:)"
      ])
  }

  @Test("Scene notifications follow their delegate, and the app's follow the aggregate across windows")
  func aggregateNotifications() throws {
    let app = Driver(.scene, after: "launch open-window")
    let home = try #require(app.send("home"))
    let appNotes = Self.entries(home, .notification).filter { $0.hasPrefix("app ") }
    // Two windows leave, but the app resigns and enters the background once.
    #expect(
      appNotes == [
        "app UIApplication.willResignActiveNotification", "app UIApplication.didEnterBackgroundNotification",
      ])
    let names = home.timeline.map(\.name.text)
    let resign = try #require(names.firstIndex(of: "sceneWillResignActive(_:)"))
    #expect(names[resign + 1] == "UIScene.willDeactivateNotification")
  }

  @Test("SwiftUI phases: each scene's, and the App's aggregate once")
  func scenePhases() throws {
    let app = Driver(.scene, after: "launch open-window")
    let home = try #require(app.send("home"))
    #expect(
      Self.entries(home, .scenePhase) == [
        "scene-1 .inactive", "scene-1 .background", "scene-2 .inactive", "app .inactive", "scene-2 .background",
        "app .background",
      ])
    #expect(Self.entries(try #require(Driver(.app).send("launch")), .scenePhase).isEmpty)
  }

  @Test("With restoration, the activity is saved after the background and restored on reconnect")
  func restoration() throws {
    var machine = LifecycleStateMachine(style: .scene, restoration: true)
    for event: LifecycleEvent in [.launch] { _ = machine.handle(event) }
    guard case .success(let home) = machine.handle(.home) else { Issue.record("home rejected"); return }
    #expect(lines(home).last == "scene-1 stateRestorationActivity(for:)")
    guard case .success(let reclaim) = machine.handle(.reclaimScene(1)) else {
      Issue.record("reclaim rejected"); return
    }
    #expect(lines(reclaim) == ["scene-1 stateRestorationActivity(for:)", "scene-1 sceneDidDisconnect(_:)"])
    guard case .success(let back) = machine.handle(.launch) else { Issue.record("launch rejected"); return }
    #expect(
      lines(back) == [
        "scene-1 scene(_:willConnectTo:options:)", "scene-1 scene(_:restoreInteractionStateWith:)",
        "scene-1 sceneWillEnterForeground(_:)", "scene-1 sceneDidBecomeActive(_:)",
      ])
    #expect(Driver(.scene, after: "launch").calls("home").count == 2)
  }

  @Test("View controllers are numbered by creation over the whole run")
  func numbering() throws {
    let app = Driver(.scene, after: "launch push pop home reclaim-scene:1")
    let back = try #require(app.send("launch"))
    #expect(Self.entries(back, .viewController).first == "vc-3 viewDidLoad()")
  }
}
