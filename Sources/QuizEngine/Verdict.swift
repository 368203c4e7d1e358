import LifecycleCore

/// The outcome of one answer.
public struct Verdict: Hashable, Sendable {
  public let correct: Bool
  public let rating: Rating
  /// For order and next questions: what was missing, extra or out of order.
  public let diff: CallbackDiff?
}

/// How an answered callback order differs from the core's.
public struct CallbackDiff: Hashable, Sendable {
  public let missing: [Callback]
  public let extra: [Callback]
  public let outOfOrder: [Callback]
  /// How many callbacks the core expects.
  public let total: Int

  public var isEmpty: Bool { missing.isEmpty && extra.isEmpty && outOfOrder.isEmpty }

  /// Expected callbacks given in the right order relative to each other.
  public var inPlace: Int { total - missing.count - outOfOrder.count }

  /// The partial-credit rule: good when every callback is in place and none is
  /// extra; hard when the callbacks in place, less one for each extra, are at
  /// least half of them; again otherwise.
  public var rating: Rating {
    if isEmpty { return .good }
    return 2 * (inPlace - extra.count) >= total ? .hard : .again
  }

  /// Missing: expected but not given. Extra: given but not expected. Out of
  /// order: in both, but outside the longest common subsequence.
  public init(expected: [Callback], given: [Callback]) {
    total = expected.count
    missing = expected.filter { !given.contains($0) }
    extra = given.filter { !expected.contains($0) }
    let common = given.filter { expected.contains($0) }
    let kept = Self.longestCommonSubsequence(expected.filter { common.contains($0) }, common)
    outOfOrder = common.filter { !kept.contains($0) }
  }

  static func longestCommonSubsequence(_ a: [Callback], _ b: [Callback]) -> [Callback] {
    guard !a.isEmpty, !b.isEmpty else { return [] }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [Callback] = []
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
