import LifecycleCore

/// Core speed: events per second through the state machine, and the time to
/// explore every reachable state of both styles.
struct CoreBenchmark {
  private let clock = ContinuousClock()

  /// A loop of valid events that visits most of the machine: overlays, tasks,
  /// suspension, kills, relaunches and windows.
  private let loop: [LifecycleEvent] = [
    .launch, .show(.notificationCenter), .dismiss, .show(.call), .answerCall, .launch,
    .openWindow, .home, .reclaimScene(2), .launch, .closeWindow(2), .beginTask, .home,
    .taskExpires, .suspend, .launch, .lock, .unlock, .show(.appSwitcher), .swipeKill,
    // A force-quit app is launched in the background only after the user opens it again.
    .launch, .home, .suspend, .memoryKill, .backgroundLaunch, .launch, .home, .suspend, .memoryKill,
  ]

  /// The report's lines; nil when the loop stops being valid.
  func run() -> [String]? {
    var lines: [String] = []
    // Best of five rounds: other load on the machine only ever slows a round.
    for style in AppStyle.allCases {
      var best = 0.0
      for _ in 0..<5 {
        guard let rate = eventsPerSecond(style: style, rounds: 40_000) else { return nil }
        best = max(best, rate)
      }
      lines.append("events/s   \(style.rawValue)\t \(Int(best)) (best of 5)")
    }
    var best = Double.infinity
    var states = 0
    var transitions = 0
    for _ in 0..<5 {
      let start = clock.now
      states = 0
      transitions = 0
      for style in AppStyle.allCases {
        states += LifecycleExplorer(style: style).forEachTransition { _, _ in transitions += 1 }
      }
      best = min(best, Self.seconds(clock.now - start))
    }
    lines.append(
      "explore    both\t \(Int(best * 1000)) ms for \(states) states, \(transitions) transitions (best of 5)")
    return lines
  }

  private func eventsPerSecond(style: AppStyle, rounds: Int) -> Double? {
    let events = style == .scene ? loop : loop.filter { !$0.kind.isSceneOnly }
    var machine = LifecycleStateMachine(style: style)
    var callbacks = 0
    let start = clock.now
    for _ in 0..<rounds {
      for event in events {
        switch machine.handle(event) {
        case .success(let step): callbacks += step.calls.count
        case .failure: return nil
        }
      }
    }
    let elapsed = Self.seconds(clock.now - start)
    return callbacks > 0 ? Double(rounds * events.count) / elapsed : nil
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
