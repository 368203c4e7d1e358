import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import QuizEngine
import Testing

/// Content that answering "false" or "active" every time cannot pass.
@Suite("Content balance")
struct BalanceTests {
  @Test("Traps: at least 35% of the claims are true and at least 35% false, as the core settles them")
  func traps() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let scenarios = try library.scenarios().byID
    let truths = try library.misconceptions().map { $0.claimHolds(scenarios: scenarios) }
    #expect(!truths.contains(nil))
    let trueCount = truths.filter { $0 == true }.count
    let falseCount = truths.filter { $0 == false }.count
    #expect(trueCount * 100 >= 35 * truths.count, "\(trueCount) true of \(truths.count)")
    #expect(falseCount * 100 >= 35 * truths.count, "\(falseCount) false of \(truths.count)")
  }

  @Test("Scenarios: every app state ends at least two of each style, and active ends at most half of them")
  func endStates() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let scenarios = try library.scenarios()
    var ends: [AppStyle: [AppState: Int]] = [:]
    for scenario in scenarios {
      let trace = try #require(scenario.run(), "\(scenario.id) does not parse")
      let last = try #require(trace.steps.last, "\(scenario.id) has no step")
      ends[trace.style, default: [:]][last.appState, default: 0] += 1
    }
    for style in AppStyle.allCases {
      for state in AppState.allCases {
        #expect(ends[style]?[state] ?? 0 >= 2, "\(style) scenarios ending \(state): \(ends[style]?[state] ?? 0)")
      }
    }
    let active = ends.values.map { $0[.active] ?? 0 }.reduce(0, +)
    #expect(active * 2 <= scenarios.count, "\(active) of \(scenarios.count) end active")
  }
}
