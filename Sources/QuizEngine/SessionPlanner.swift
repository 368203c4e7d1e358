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
    var ids: Set<String> = []
    let shuffled = items.filter { ids.insert($0.id).inserted }.shuffled(using: &generator)
    if cram {
      let ranked = shuffled.map { ($0, recall($0, states, now)) }.sorted { $0.1 < $1.1 }.map(\.0)
      var sources: Set<String> = []
      return Array(ranked.filter { sources.insert($0.source).inserted }.prefix(count))
    }
    // Each item's state is looked up once: with a long history the sort
    // would otherwise look up two states for every comparison.
    var due: [(item: QuizItem, due: Int)] = []
    var met: [QuizItem] = []
    var unmet: [QuizItem] = []
    for item in shuffled {
      if let state = states[item.id] {
        met.append(item)
        if state.due <= now { due.append((item, state.due)) }
      } else {
        unmet.append(item)
      }
    }
    due.sort { $0.due < $1.due }
    // Two kinds of one scenario in a session: the second answer would only
    // repeat the first. The later one waits for another day.
    var sources: Set<String> = []
    var plan = Array(due.map(\.item).filter { sources.insert($0.source).inserted }.prefix(count))
    let room = min(count - plan.count, max(0, newLimit - newToday))
    plan += Self.newItems(unmet, seen: met, room: room, avoiding: &sources)
    return plan.shuffled(using: &generator)
  }

  /// New items one kind at a time, in turn, and within a kind one topic at
  /// a time, the kinds and topics the learner has met least first (ties in
  /// the shuffle's order): over the days every kind and topic comes up, not
  /// mostly the largest. An item whose scenario is already asked is passed.
  private static func newItems(
    _ items: [QuizItem], seen: [QuizItem], room: Int, avoiding sources: inout Set<String>
  ) -> [QuizItem] {
    var kindsSeen: [QuestionKind: Int] = [:]
    var topicsSeen: [String: Int] = [:]
    for item in seen {
      kindsSeen[item.kind, default: 0] += 1
      topicsSeen[item.topic, default: 0] += 1
    }
    func leastSeenFirst<Key: Hashable>(_ groups: [[QuizItem]], _ key: (QuizItem) -> Key, _ counts: [Key: Int])
      -> [[QuizItem]]
    {
      groups.enumerated().sorted { left, right in
        let (a, b) = (counts[key(left.element[0])] ?? 0, counts[key(right.element[0])] ?? 0)
        return a != b ? a < b : left.offset < right.offset
      }.map(\.element)
    }
    var queues = leastSeenFirst(groups(items, by: \.kind), \.kind, kindsSeen).map { kind in
      inTurn(leastSeenFirst(groups(kind, by: \.topic), \.topic, topicsSeen))[...]
    }
    var chosen: [QuizItem] = []
    while chosen.count < room, queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices where chosen.count < room {
        while let item = queues[index].popFirst() {
          guard sources.insert(item.source).inserted else { continue }
          chosen.append(item)
          break
        }
      }
    }
    return chosen
  }

  /// Items grouped by a key, groups in order of first appearance.
  private static func groups<Key: Hashable>(_ items: [QuizItem], by key: (QuizItem) -> Key) -> [[QuizItem]] {
    var order: [Key] = []
    var groups: [Key: [QuizItem]] = [:]
    for item in items {
      if groups[key(item)] == nil { order.append(key(item)) }
      groups[key(item), default: []].append(item)
    }
    return order.map { groups[$0] ?? [] }
  }

  /// One item of each group in turn.
  private static func inTurn(_ groups: [[QuizItem]]) -> [QuizItem] {
    var queues = groups.map { $0[...] }
    var arranged: [QuizItem] = []
    while queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices {
        if let item = queues[index].popFirst() { arranged.append(item) }
      }
    }
    return arranged
  }

  /// Predicted recall now; a new item counts as half remembered.
  private func recall(_ item: QuizItem, _ states: [String: MemoryState], _ now: Int) -> Double {
    states[item.id].map { scheduler.retrievability(of: $0, at: now) } ?? 0.5
  }
}
