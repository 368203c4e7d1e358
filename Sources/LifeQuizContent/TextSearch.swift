extension StringProtocol {
  /// Whether `needle` occurs in the text, compared byte by byte in UTF-8.
  /// Foundation's `contains(_:)` goes through CFString on Linux and is far
  /// slower on the start-up path.
  public func containsText(_ needle: String) -> Bool {
    let haystack = Array(utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    guard haystack.count >= pattern.count else { return false }
    for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
      if haystack[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
    }
    return false
  }
}
