/// The words of one clause as the tokenizer gives them, to look up the
/// words of a way of saying a point.
struct Clause {
  /// Each word as a whole.
  let wholes: Set<String>
  /// The wholes with every word's parts.
  let terms: Set<String>

  init(words: [[String]]) {
    wholes = Set(words.map { $0[0] })
    terms = Set(words.joined())
  }

  /// `word` is the tokenizer's terms for one word: itself, then its parts.
  /// It is held as a whole, by all its parts (`did enter background` holds
  /// `didEnterBackground`), or, for a Korean word, inside a longer one
  /// (`스레드` in `메인스레드`).
  func holds(_ word: [String]) -> Bool {
    let whole = word[0]
    if wholes.contains(whole) { return true }
    if word.count > 1 && word.dropFirst().allSatisfy(terms.contains) { return true }
    return whole.unicodeScalars.contains(where: Tokenizer.isHangul) && wholes.contains { $0.contains(whole) }
  }
}
