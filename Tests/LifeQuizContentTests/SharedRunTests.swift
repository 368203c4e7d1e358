import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import Testing

/// `deck` runs each scenario once and hands the traces to the callback and
/// trap cards; what they derive must be what runs made on demand give.
@Suite("Scenario runs shared by deck cards")
struct SharedRunTests {
  let library: ContentLibrary
  let scenarios: [ScenarioEntry]
  let known: [String: Trace]

  init() throws {
    library = try ContentLibrary(folder: ContentFixture.content.local)
    scenarios = try library.scenarios()
    var known: [String: Trace] = [:]
    for entry in scenarios where known[entry.id] == nil {
      known[entry.id] = entry.run()
    }
    self.known = known
  }

  @Test("Callback state changes, in each style, are the same with shared runs")
  func callbackChanges() throws {
    let pages = CallbackPage(library: library, strings: Localizer(language: .en, texts: [:]), scenarios: scenarios)
    let entries = try library.callbacks()
    #expect(entries.contains { pages.stateChanges($0).count == 2 })
    for entry in entries {
      let shared = pages.stateChanges(entry, known: known).map { "\($0.0.rawValue) \($0.1)" }
      let onDemand = pages.stateChanges(entry).map { "\($0.0.rawValue) \($0.1)" }
      #expect(shared == onDemand, "\(entry.selector)")
    }
  }

  @Test("Trap answers are the same with shared runs")
  func trapAnswers() throws {
    let entries = try library.misconceptions()
    #expect(entries.contains { $0.check != nil })
    let byID = scenarios.byID
    for entry in entries {
      #expect(entry.claimHolds(scenarios: byID, known: known) == entry.claimHolds(scenarios: byID), "\(entry.id)")
    }
  }
}
