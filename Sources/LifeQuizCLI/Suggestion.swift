/// "Did you mean …?": the candidate nearest to a mistyped word, when it is
/// near enough to be a likely typo or a prefix of the word meant.
enum Suggestion {
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let typed = word.lowercased()
    if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(typed) }), typed.count >= 2 {
      return prefixed
    }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, candidate.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(typed.count, best.name.count) / 3)
    return best.distance <= allowed ? best.name : nil
  }

  /// Levenshtein distance by characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
