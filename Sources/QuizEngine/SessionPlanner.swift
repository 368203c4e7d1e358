/// Chooses what a session asks: items due now (most overdue first), then
/// new items up to the day's limit; or, when cramming, everything that
/// matches, the least remembered first.
public struct SessionPlanner: Sendable {
  public let scheduler: FSRSScheduler

  public init(scheduler: FSRSScheduler = FSRSScheduler()) {
    self.scheduler = scheduler
  }

  public func plan(
    _ items: [QuizItem], states: [String: MemoryState], now: Int, count: Int, newLimit: Int, newToday: Int,
    cram: Bool, using generator: inout some RandomNumberGenerator
  ) -> [QuizItem] {
    // An item asked twice in one session teaches nothing the second time.
    var seen: Set<String> = []
    let shuffled = items.filter { seen.insert($0.id).inserted }.shuffled(using: &generator)
    if cram {
      let ranked = shuffled.map { ($0, recall($0, states, now)) }.sorted { $0.1 < $1.1 }.map(\.0)
      return Array(ranked.prefix(count))
    }
    let due = shuffled.filter { states[$0.id].map { $0.due <= now } ?? false }
      .sorted { (states[$0.id]?.due ?? 0) < (states[$1.id]?.due ?? 0) }
    let fresh = Self.alternatingKinds(shuffled.filter { states[$0.id] == nil }).prefix(max(0, newLimit - newToday))
    return Array((due + fresh).prefix(count)).shuffled(using: &generator)
  }

  /// New items one kind at a time, in turn, so a short session meets many kinds
  /// instead of mostly the kinds with the most items.
  private static func alternatingKinds(_ items: [QuizItem]) -> [QuizItem] {
    var byKind = QuestionKind.allCases.map { kind in items.filter { $0.kind == kind }[...] }
    var alternated: [QuizItem] = []
    alternated.reserveCapacity(items.count)
    while alternated.count < items.count {
      for index in byKind.indices {
        if let item = byKind[index].popFirst() { alternated.append(item) }
      }
    }
    return alternated
  }

  /// Predicted recall now; a new item counts as half remembered.
  private func recall(_ item: QuizItem, _ states: [String: MemoryState], _ now: Int) -> Double {
    states[item.id].map { scheduler.retrievability(of: $0, at: now) } ?? 0.5
  }
}
