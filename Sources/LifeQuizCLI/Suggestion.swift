import QuizEngine

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
      let name = Array(candidate.lowercased())
      let distance = EditDistance.between(Array(typed), name, atMost: max(typed.count, name.count))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(typed.count, best.name.count) / 3)
    return best.distance <= allowed ? best.name : nil
  }
}
