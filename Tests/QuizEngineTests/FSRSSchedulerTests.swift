import Foundation
import QuizEngine
import Testing

@Suite("FSRS scheduler")
struct FSRSSchedulerTests {
  @Test("Matches the reference implementation (py-fsrs) on 1,800 recorded reviews, 270 of them the same day")
  func matchesReference() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures/fsrs-reference.json")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let cards = try #require(root["cards"] as? [[[String: Any]]])
    #expect(cards.count == 150)
    let scheduler = FSRSScheduler()
    var compared = 0
    // Reviews less than a day after the last: FSRS-6's short-term stability,
    // which practice's learning steps use.
    var sameDay = 0
    for reviews in cards {
      var state: MemoryState?
      for review in reviews {
        let at = try #require(review["at"] as? Int)
        if let last = state?.lastReview, at - last < 86_400 { sameDay += 1 }
        let rating = try #require((review["rating"] as? Int).flatMap(Rating.init(rawValue:)))
        let next = scheduler.review(state, rating: rating, at: at)
        let stability = try #require(review["stability"] as? Double)
        let difficulty = try #require(review["difficulty"] as? Double)
        #expect(abs(next.stability - stability) <= 1e-9 * max(1, stability), "stability at review \(compared)")
        #expect(abs(next.difficulty - difficulty) <= 1e-9, "difficulty at review \(compared)")
        #expect(next.due == review["due"] as? Int, "due at review \(compared)")
        state = next
        compared += 1
      }
    }
    #expect(compared == 1800)
    #expect(sameDay == 270)
  }

  @Test("A new item rated good is due after its initial stability, in whole days")
  func firstReview() {
    let state = FSRSScheduler().review(nil, rating: .good, at: 1_000)
    #expect(state.stability == 2.3065)
    #expect(state.due == 1_000 + 2 * 86_400)
    #expect(state.reviews == 1 && state.lapses == 0)
  }

  @Test("Forgetting shortens the interval and counts a lapse; remembering lengthens it")
  func lapses() {
    let scheduler = FSRSScheduler()
    let first = scheduler.review(nil, rating: .good, at: 0)
    let remembered = scheduler.review(first, rating: .good, at: first.due)
    let forgotten = scheduler.review(first, rating: .again, at: first.due)
    #expect(remembered.due - remembered.lastReview > first.due - first.lastReview)
    #expect(forgotten.stability < first.stability)
    #expect(forgotten.lapses == 1)
    #expect(scheduler.retrievability(of: first, at: first.due) > 0.89)
  }
}

@Suite("FSRS scheduler is total")
struct FSRSTotalityTests {
  @Test(
    "Impossible states and times give a finite state within the bounds, never a trap",
    arguments: [
      (Double.nan, 5.0, 0, Int.min), (Double.infinity, 5, 0, 1_000), (-1, 5, 0, 1_000), (0, 5, 0, 1_000),
      (2, Double.nan, 0, 1_000), (2, -Double.infinity, Int.min, Int.max), (2, 11, Int.max, Int.min),
      (1e300, 1, -9_200_000_000_000_000_000, 1_000),
    ] as [(Double, Double, Int, Int)])
  func total(stability: Double, difficulty: Double, last: Int, time: Int) {
    let scheduler = FSRSScheduler()
    let state = MemoryState(
      stability: stability, difficulty: difficulty, lastReview: last, due: last, reviews: -3, lapses: Int.max,
      firstReview: last)
    for rating in [Rating.again, .hard, .good, .easy] {
      let next = scheduler.review(state, rating: rating, at: time)
      #expect(MemoryState.stabilities.contains(next.stability), "stability \(next.stability)")
      #expect(MemoryState.difficulties.contains(next.difficulty), "difficulty \(next.difficulty)")
      #expect(ReviewRecord.times.contains(next.lastReview) && MemoryState.times.contains(next.due))
      #expect(next.reviews >= 1 && (0...next.reviews).contains(next.lapses))
      let recall = scheduler.retrievability(of: state, at: time)
      #expect(recall >= 0 && recall <= 1, "retrievability \(recall)")
    }
  }

  @Test("Parameters that are not 21 finite numbers fall back to the defaults")
  func parameters() {
    let scheduler = FSRSScheduler(parameters: [1, .nan], desiredRetention: .infinity, maximumInterval: Int.max)
    #expect(scheduler.parameters == FSRSScheduler.defaultParameters)
    #expect(scheduler.review(nil, rating: .good, at: 0).due == 2 * 86_400)
  }
}
