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
    // The plan is made of places in `items`: an item is five fields, four of
    // them strings, and the plan moves each many times.
    // An item asked twice in one session teaches nothing the second time.
    var ids: Set<String> = []
    ids.reserveCapacity(items.count)
    let shuffled = items.indices.filter { ids.insert(items[$0].id).inserted }.shuffled(using: &generator)
    if cram {
      let ranked = shuffled.map { ($0, recall(items[$0], states, now)) }.sorted { $0.1 < $1.1 }.map(\.0)
      var sources: Set<String> = []
      return ranked.filter { sources.insert(items[$0].source).inserted }.prefix(count).map { items[$0] }
    }
    // Each item's state is looked up once: with a long history the sort
    // would otherwise look up two states for every comparison.
    var due: [(place: Int, due: Int)] = []
    var met: [Int] = []
    var unmet: [Int] = []
    for place in shuffled {
      if let state = states[items[place].id] {
        met.append(place)
        if state.due <= now { due.append((place, state.due)) }
      } else {
        unmet.append(place)
      }
    }
    due.sort { $0.due < $1.due }
    // Two kinds of one scenario in a session: the second answer would only
    // repeat the first. The later one waits for another day.
    var sources: Set<String> = []
    var plan = Array(due.map(\.place).filter { sources.insert(items[$0].source).inserted }.prefix(count))
    let room = min(count - plan.count, max(0, newLimit - newToday))
    plan += Self.newItems(unmet, of: items, seen: met, room: room, avoiding: &sources)
    return plan.shuffled(using: &generator).map { items[$0] }
  }

  /// New items one kind at a time, in turn, and within a kind one topic at
  /// a time, the kinds and topics the learner has met least first (ties in
  /// the shuffle's order): over the days every kind and topic comes up, not
  /// mostly the largest. An item whose scenario is already asked is passed.
  private static func newItems(
    _ places: [Int], of items: [QuizItem], seen: [Int], room: Int, avoiding sources: inout Set<String>
  ) -> [Int] {
    var kindsSeen: [QuestionKind: Int] = [:]
    var topicsSeen: [String: Int] = [:]
    for place in seen {
      kindsSeen[items[place].kind, default: 0] += 1
      topicsSeen[items[place].topic, default: 0] += 1
    }
    func leastSeenFirst<Key: Hashable>(_ groups: [[Int]], _ key: (QuizItem) -> Key, _ counts: [Key: Int]) -> [[Int]] {
      groups.enumerated().sorted { left, right in
        let (a, b) = (counts[key(items[left.element[0]])] ?? 0, counts[key(items[right.element[0]])] ?? 0)
        return a != b ? a < b : left.offset < right.offset
      }.map(\.element)
    }
    var queues = leastSeenFirst(groups(places, by: { items[$0].kind }), \.kind, kindsSeen).map { kind in
      inTurn(leastSeenFirst(groups(kind, by: { items[$0].topic }), \.topic, topicsSeen))[...]
    }
    var chosen: [Int] = []
    while chosen.count < room, queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices where chosen.count < room {
        while let place = queues[index].popFirst() {
          guard sources.insert(items[place].source).inserted else { continue }
          chosen.append(place)
          break
        }
      }
    }
    return chosen
  }

  /// Places grouped by a key, groups in order of first appearance.
  private static func groups<Key: Hashable>(_ places: [Int], by key: (Int) -> Key) -> [[Int]] {
    var order: [Key] = []
    var groups: [Key: [Int]] = [:]
    for place in places {
      let name = key(place)
      if groups[name] == nil { order.append(name) }
      groups[name, default: []].append(place)
    }
    return order.map { groups[$0] ?? [] }
  }

  /// One place of each group in turn.
  private static func inTurn(_ groups: [[Int]]) -> [Int] {
    var queues = groups.map { $0[...] }
    var arranged: [Int] = []
    while queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices {
        if let place = queues[index].popFirst() { arranged.append(place) }
      }
    }
    return arranged
  }

  /// Predicted recall now; a new item counts as half remembered.
  private func recall(_ item: QuizItem, _ states: [String: MemoryState], _ now: Int) -> Double {
    states[item.id].map { scheduler.retrievability(of: $0, at: now) } ?? 0.5
  }
}
