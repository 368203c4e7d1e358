// Core speed: events per second through the state machine, and the time to
// explore every reachable state of both styles. Run in release:
//   swift run -c release LifeQuizBenchmarks
import LifecycleCore

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// A loop of valid events that visits most of the machine: overlays, tasks,
/// suspension, kills, relaunches and windows.
let loop: [LifecycleEvent] = [
  .launch, .show(.notificationCenter), .dismiss, .show(.call), .answerCall, .launch,
  .openWindow, .home, .reclaimScene(2), .launch, .closeWindow(2), .beginTask, .home,
  .taskExpires, .suspend, .launch, .lock, .unlock, .show(.appSwitcher), .swipeKill,
  .backgroundLaunch, .launch, .home, .suspend, .memoryKill,
]

func eventsPerSecond(style: AppStyle, rounds: Int) -> Double {
  let events = style == .scene ? loop : loop.filter { !$0.kind.isSceneOnly }
  var machine = LifecycleStateMachine(style: style)
  var callbacks = 0
  let start = clock.now
  for _ in 0..<rounds {
    for event in events {
      switch machine.handle(event) {
      case .success(let step): callbacks += step.calls.count
      case .failure(let rejection): fatalError("benchmark loop broke at \(rejection.event.name)")
      }
    }
  }
  let elapsed = seconds(clock.now - start)
  precondition(callbacks > 0)
  return Double(rounds * events.count) / elapsed
}

// Best of five rounds: other load on the machine only ever slows a round.
for style in AppStyle.allCases {
  let rate = (0..<5).map { _ in eventsPerSecond(style: style, rounds: 40_000) }.max() ?? 0
  print("events/s   \(style.rawValue)\t \(Int(rate)) (best of 5)")
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
  best = min(best, seconds(clock.now - start))
}
print("explore    both\t \(Int(best * 1000)) ms for \(states) states, \(transitions) transitions (best of 5)")

// simulate with 2,000 windows: one launch and 1,999 open-window events.
let windowEvents: [LifecycleEvent] = [.launch] + Array(repeating: .openWindow, count: 1_999)
var bestWindows = Double.infinity
for _ in 0..<5 {
  let start = clock.now
  let trace = Scenario(style: .scene, events: windowEvents).run()
  precondition(trace.failure == nil && trace.steps.count == windowEvents.count)
  bestWindows = min(bestWindows, seconds(clock.now - start))
}
print("simulate   2000 windows\t \(Int(bestWindows * 1000)) ms (best of 5)")
