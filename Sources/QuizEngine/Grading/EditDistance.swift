/// Optimal string alignment distance: insertions, deletions, substitutions
/// and swaps of neighbours each cost one (`backgorund` is one from
/// `background`). The grader compares bytes; "did you mean" characters.
public enum EditDistance {
  /// The distance, or `limit + 1` as soon as it must exceed `limit`.
  public static func between<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
