import LifecycleCore

/// How an answered callback order differs from the core's.
public typealias CallbackDiff = OrderDiff<Callback>

/// How an answered order of callbacks or timeline entries differs from the core's.
public struct OrderDiff<Element: Hashable & Sendable>: Hashable, Sendable {
  public let missing: [Element]
  public let extra: [Element]
  public let outOfOrder: [Element]
  /// How many entries the core expects.
  public let total: Int
  public let expected: [Element]
  public let given: [Element]

  /// Where an entry given out of order belongs, said the way the learner
  /// must move it: after its expected predecessor when it was given before
  /// that one, before its expected successor when given after that one.
  public enum Move: Hashable, Sendable {
    case after(Element)
    case before(Element)
  }

  public func move(_ element: Element) -> Move? {
    guard let position = expected.firstIndex(of: element), let placed = given.firstIndex(of: element) else {
      return nil
    }
    let previous = position > 0 ? expected[position - 1] : nil
    let next = position + 1 < expected.count ? expected[position + 1] : nil
    if let previous, let at = given.firstIndex(of: previous), at > placed { return .after(previous) }
    if let next, let at = given.firstIndex(of: next), at < placed { return .before(next) }
    return previous.map(Move.after) ?? next.map(Move.before)
  }

  public var isEmpty: Bool { missing.isEmpty && extra.isEmpty && outOfOrder.isEmpty }

  /// Expected entries given in the right order relative to each other.
  public var inPlace: Int { total - missing.count - outOfOrder.count }

  /// The partial-credit rule: good when every entry is in place and none is
  /// extra; again when any two are in the wrong order (a wrong order is a
  /// wrong belief, not a near miss); else hard when the entries in place,
  /// less one for each extra, are at least half of them; again otherwise.
  public var rating: Rating {
    if isEmpty { return .good }
    guard outOfOrder.isEmpty else { return .again }
    return 2 * (inPlace - extra.count) >= total ? .hard : .again
  }

  /// Missing: expected but not given. Extra: given but not expected. Out of
  /// order: in both, but outside the longest common subsequence.
  public init(expected: [Element], given: [Element]) {
    total = expected.count
    self.expected = expected
    self.given = given
    missing = expected.filter { !given.contains($0) }
    extra = given.filter { !expected.contains($0) }
    let common = given.filter { expected.contains($0) }
    let kept = Self.longestCommonSubsequence(expected.filter { common.contains($0) }, common)
    outOfOrder = common.filter { !kept.contains($0) }
  }

  static func longestCommonSubsequence(_ a: [Element], _ b: [Element]) -> [Element] {
    guard !a.isEmpty, !b.isEmpty else { return [] }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [Element] = []
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if a[i] == b[j] {
        result.append(a[i])
        i += 1
        j += 1
      } else if table[i + 1][j] >= table[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }
}
