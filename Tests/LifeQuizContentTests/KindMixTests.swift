import LifeQuizContent
import LifeQuizTestSupport
import QuizEngine
import Testing

/// Practice without --kind mixes every kind: the new timeline kinds come up
/// in ordinary sessions, and none of them crowds out the others.
@Suite("Kinds in a mixed session")
struct KindMixTests {
  @Test(
    "Twenty unfiltered sessions of ten each ask ten kinds; no kind holds over a quarter of the items"
  )
  func everyKindComesUp() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let items = QuestionGenerator(material: try QuizMaterialBuilder.build(library, language: .en)).items()
    var asked: [QuestionKind: Int] = [:]
    for seed in 1...20 {
      var random = SeededGenerator(seed: UInt64(seed))
      let plan = SessionPlanner().plan(
        items, states: [:], now: 0, count: 10, newLimit: 20, newToday: 0, cram: false, using: &random)
      for item in plan { asked[item.kind, default: 0] += 1 }
      // New items come one kind at a time: ten new items, ten kinds.
      #expect(Set(plan.map(\.kind)).count == min(10, QuestionKind.allCases.count), "seed \(seed)")
    }
    for kind in QuestionKind.allCases {
      #expect(asked[kind] ?? 0 > 0, "\(kind) never asked: \(asked)")
    }
    for kind in QuestionKind.allCases {
      let count = items.filter { $0.kind == kind }.count
      #expect(count * 4 <= items.count, "\(kind): \(count) of \(items.count) items")
    }
  }

  @Test("A learner over 30 days: every kind is introduced at least 5 times, topics rotate, no scenario twice a session")
  func thirtyDays() throws {
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let items = QuestionGenerator(material: try QuizMaterialBuilder.build(library, language: .en)).items()
    let store = MemoryProgressStore()
    let scheduler = FSRSScheduler()
    var random = SeededGenerator(seed: 30)
    var introduced: [QuestionKind: Int] = [:]
    var topics: Set<String> = []
    let start = 1_795_300_000
    for day in 0..<30 {
      let now = start + day * 86_400
      let states = store.states()
      let plan = SessionPlanner().plan(
        items, states: states, now: now, count: 10, newLimit: 20, newToday: 0, cram: false, using: &random)
      #expect(Set(plan.map(\.source)).count == plan.count, "day \(day): a scenario twice")
      for (index, item) in plan.enumerated() {
        if states[item.id] == nil {
          introduced[item.kind, default: 0] += 1
          topics.insert(item.topic)
        }
        let right = Int.random(in: 0..<10, using: &random) < 8
        _ = store.record(
          ReviewRecord(
            item: item.id, kind: item.kind.rawValue, topic: item.topic, at: now + index * 30,
            rating: right ? .good : .again, correct: right), scheduler: scheduler)
      }
    }
    let table = QuestionKind.allCases.map { "\($0.rawValue): \(introduced[$0] ?? 0)" }.joined(separator: ", ")
    let missed = Set(items.map(\.topic)).subtracting(topics).sorted().map { topic in
      "\(topic) (\(items.filter { $0.topic == topic }.count))"
    }
    print("New items by kind over 30 days: \(table); topics met: \(topics.count), not yet: \(missed)")
    for kind in QuestionKind.allCases {
      #expect(introduced[kind] ?? 0 >= 5, "\(kind): \(table)")
    }
    let allTopics = Set(items.map(\.topic))
    // Without rotation by topic, 14 of 26 topics were met in these 30 days.
    #expect(topics.count * 4 >= allTopics.count * 3, "\(topics.count) of \(allTopics.count) topics met")
  }
}
