// The UIKit app and scene life cycle as an explicit state machine.
//
//   process        not running ──launch──▶ running ──suspend──▶ suspended
//                      ▲   ▲                 │  ▲                  │
//                      │   └─crash / kills───┘  └──launch, unlock──┘
//                      └──────────── memory-kill, swipe-kill ──────┘
//
//   scene (or the app's one UI in the app style)
//
//     unattached ──willConnect──┐
//         ▲                     ▼
//         │            foregroundInactive ◀──willResignActive── foregroundActive
//   didDisconnect        │   ▲    └────────didBecomeActive─────────▲
//         │  didEnterBackground  willEnterForeground
//         │              ▼   │
//         └──────────── background
//
// The app state is derived, never stored: any foregroundActive scene makes the
// app active, else any foregroundInactive scene makes it inactive, else it is
// background (or suspended, or not running, from the process). The app style
// keeps one implicit window whose delegate is the app delegate. A connected
// window holds its view controllers: a navigation stack, and a stack of
// modal layers above it.
//
// Each step also records a timeline: delegate calls, view-controller
// callbacks, notifications and SwiftUI phases, each with its own tag. Facts
// and tags follow the sources in Content/sources.json; comments cite their ids.

/// Feeds user and system events to a model of one app and reports, for each,
/// the delegate callbacks UIKit delivers and the states that follow.
public struct LifecycleStateMachine: Hashable, Sendable {
  public let configuration: Style

  public var style: AppStyle { configuration.appStyle }

  /// Whether scenes save and restore their state (scene style only).
  public var restoration: Bool { configuration.restoresScenes }

  var restoresScenes: Bool { configuration.restoresScenes }

  var state: State

  /// The number the next view controller gets: vc-1, vc-2… over the whole run.
  var nextViewController: Int

  /// `restoration` means the app implements scene state restoration; an
  /// app-delegate-only app has no scenes to restore, and it is ignored.
  public init(style: AppStyle = .scene, restoration: Bool = false) {
    self.configuration = Style(style, restoration: restoration)
    self.state = .notRunning(Dormant(locked: false, windows: WindowTable(), returnSet: [], pendingDiscard: false))
    self.nextViewController = 1
  }

  // MARK: - Observing

  public var appState: AppState {
    switch state {
    case .notRunning: .notRunning
    case .suspended: .suspended
    case .running(let live): Self.appState(of: live.windows)
    }
  }

  /// Scenes with a session (scene style only).
  public var scenes: [SceneSnapshot] {
    switch style {
    case .scene: windows.all.map { SceneSnapshot(id: $0.id, state: $0.state) }
    case .app: []
    }
  }

  /// The scenes as a step keeps them: sharing the window table, not copying it.
  var sceneList: SceneList {
    switch style {
    case .scene: SceneList(windows: windows)
    case .app: SceneList([])
    }
  }

  /// The events that can happen now, in vocabulary order.
  public var possibleEvents: [LifecycleEvent] {
    candidateEvents.filter { event in
      var copy = self
      var transcript = Transcript(recording: false)
      return copy.apply(event, &transcript) == .accepted
    }
  }

  /// View controllers beyond each window's root: how deep the user navigated.
  var pushedAndPresented: Int {
    windows.all.reduce(0) { total, window in
      total + (window.screen.map { $0.layers.reduce(0) { $0 + $1.stack.count } - 1 } ?? 0)
    }
  }

  /// The same machine with view controllers renumbered from 1 in window and
  /// stack order, so exploration treats runs that differ only in numbering as
  /// one state.
  var renumbered: LifecycleStateMachine {
    var copy = self
    var number = 0
    var table = windows
    for window in windows.all {
      guard var screen = window.screen else { continue }
      for layer in screen.layers.indices {
        for index in screen.layers[layer].stack.indices {
          number += 1
          screen.layers[layer].stack[index] = number
        }
      }
      table.update(window.id) { $0.screen = screen }
    }
    copy.nextViewController = number + 1
    switch copy.state {
    case .notRunning(var dormant):
      dormant.windows = table
      copy.state = .notRunning(dormant)
    case .suspended(var dormant):
      dormant.windows = table
      copy.state = .suspended(dormant)
    case .running(var live):
      live.windows = table
      copy.state = .running(live)
    }
    return copy
  }

  // MARK: - Events

  /// Applies one event. On success the machine moves on and the step lists
  /// the callbacks in order; on rejection nothing changes.
  public mutating func handle(_ event: LifecycleEvent) -> Result<Step, Rejection> {
    var next = self
    var transcript = Transcript()
    if case .rejected(let reason) = next.apply(event, &transcript) {
      return .failure(
        Rejection(event: event, reason: reason, appState: appState, machine: self))
    }
    let sceneIDs = transcript.calls.compactMap(\.callback.sceneID)
    if let first = sceneIDs.first, sceneIDs.contains(where: { $0 != first }) {
      transcript.mark(.unconfirmed, .windowOrder)
    }
    let step = Step(
      event: event, calls: transcript.calls, appStateBefore: transcript.suspendedFirst ? .suspended : appState,
      sceneListBefore: sceneList, appState: next.appState, sceneList: next.sceneList,
      overlay: next.overlay, backgroundTask: next.backgroundTask,
      confidence: transcript.confidence, note: transcript.note, timeline: transcript.entries,
      suspendedBeforeEvent: transcript.suspendedFirst)
    self = next
    return .success(step)
  }

  /// Applies the event, or refuses it with the reason it cannot happen.
  /// The one place that dispatches on the event.
  mutating func apply(_ event: LifecycleEvent, _ t: inout Transcript) -> Handling {
    suspendIfIdle(before: event, &t)
    switch event {
    case .launch: return launch(nil, &t)
    case .open(let opening): return launch(opening, &t)
    case .home, .otherApp: return leaveScreen(locking: false, &t)
    case .lock: return leaveScreen(locking: true, &t)
    case .unlock: return unlock(&t)
    case .show(let overlay): return show(overlay, &t)
    case .dismiss: return dismiss(&t)
    case .answerCall: return answerCall(&t)
    case .navigate(let navigation): return navigate(navigation, &t)
    case .beginTask: return beginTask()
    case .endTask: return endTask(expiring: false, &t)
    case .taskExpires: return endTask(expiring: true, &t)
    case .suspend: return suspend()
    case .memoryWarning: return memoryWarning(&t)
    case .swipeKill: return swipeKill(&t)
    case .memoryKill: return memoryKill(&t)
    case .systemTerminate: return systemTerminate(&t)
    case .crash: return crash(&t)
    case .backgroundLaunch: return backgroundLaunch(&t)
    case .silentPush: return wake(for: .didReceiveRemoteNotification, note: .silentPushDelivery, &t)
    case .urlSessionEvents: return urlSessionEvents(&t)
    case .notificationArrives: return notificationArrives(&t)
    case .openWindow: return openWindow(&t)
    case .closeWindow(let id): return closeWindow(id, &t)
    case .reclaimScene(let id): return reclaimScene(id, &t)
    }
  }
}
