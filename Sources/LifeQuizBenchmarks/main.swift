// Core speed: events per second through the state machine, and the time to
// explore every reachable state of both styles. Run in release:
//   swift run -c release LifeQuizBenchmarks
// Search quality: recall@1 and recall@3 of the evaluation set, per language
// (run from the package root, where Content/ and Localization/ are).
import Foundation
import LifeQuizContent
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

// Search: of the real interview questions whose answering ids exist in the
// content, how many have one ranked first, and one in the top three.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
  let evaluation = try SearchEvaluation(
    file: root.appendingPathComponent("Tests/LifeQuizContentTests/Fixtures/search-evaluation.json"))
  for language in Language.allCases {
    let strings = try Localizer(language: language, folder: root.appendingPathComponent("Localization"))
    let index = try SearchIndex.build(
      contentFolder: root.appendingPathComponent("Content"),
      localizationFolder: root.appendingPathComponent("Localization"), language: language,
      eventMeaning: { strings("event.\($0.rawValue)") })
    let outcomes = evaluation.run { _ in index }.filter { $0.question.language == language }
    let answerable = outcomes.filter(\.answerable)
    func percent(_ count: Int) -> String {
      String(Int((Double(count) / Double(max(1, answerable.count)) * 100).rounded()))
    }
    let first = answerable.filter(\.foundFirst).count
    let three = answerable.filter(\.foundInTopThree).count
    print(
      "search     \(language.rawValue)\t recall@1 \(percent(first))% recall@3 \(percent(three))% "
        + "of \(answerable.count) questions (\(outcomes.count - answerable.count) wait for topics not written yet)")
  }
} catch {
  print("search     skipped: \(error)")
}
