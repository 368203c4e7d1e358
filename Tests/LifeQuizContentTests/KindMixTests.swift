import LifeQuizContent
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
}
