/// The words of one clause as the tokenizer gives them, to look up the
/// words of a way of saying a point.
struct Clause {
  /// Each word as a whole.
  let wholes: Set<String>
  /// The wholes with every word's parts.
  let terms: Set<String>
  /// The Latin words as written, lowercased.
  let spellings: Set<String>
  /// Prefixes after which a Korean word inside a longer one is its
  /// opposite, not itself (`비활성`).
  let oppositePrefixes: [String]

  init(words: [[String]], text: String, oppositePrefixes: [String] = []) {
    self.oppositePrefixes = oppositePrefixes
    wholes = Set(words.map { $0[0] })
    terms = Set(words.joined())
    spellings = Set(
      text.split(separator: " ").map { $0.lowercased() }.filter { $0.utf8.count >= 5 && $0.allSatisfy(\.isASCII) })
  }

  /// `word` is the tokenizer's terms for one word: itself, then its parts.
  /// It is held as a whole, by all its parts (`did enter background` holds
  /// `didEnterBackground`), or, for a Korean word, inside a longer one
  /// (`스레드` in `메인스레드`), or, for a long Latin word, written with a
  /// slip (`spelled` is the way's own spelling), or as one of its
  /// `synonyms`.
  func holds(_ word: [String], spelled: String, or synonyms: Set<String> = []) -> Bool {
    let whole = word[0]
    if wholes.contains(whole) { return true }
    for synonym in synonyms {
      if wholes.contains(synonym) || holdsInside(synonym) { return true }
    }
    if word.count > 1 && word.dropFirst().allSatisfy(terms.contains) { return true }
    if holdsInside(whole) { return true }
    // `background` is folded to `백그라운드`; its slip is found by its spelling.
    return spelled.allSatisfy(\.isASCII) && spellings.contains { Self.isTypo($0, of: spelled) }
  }

  /// A Korean word inside a longer one (`스레드` in `메인스레드`), unless
  /// the longer one is its opposite (`활성` in `비활성`).
  private func holdsInside(_ word: String) -> Bool {
    guard word.unicodeScalars.contains(where: Tokenizer.isHangul) else { return false }
    return wholes.contains { whole in
      ByteSearch.contains(whole, word) && !oppositePrefixes.contains { whole.hasPrefix($0 + word) }
    }
  }

  /// A long Latin word written with a slip (`backgroud`, `beginBackgroudTask`):
  /// the same first letter and one edit away, two from ten letters on.
  /// Short words are left exact: `pause` is not `parse`.
  static func isTypo(_ written: String, of word: String) -> Bool {
    let limit = word.utf8.count >= 10 ? 2 : 1
    guard word.utf8.count >= 6, written.utf8.first == word.utf8.first,
      abs(written.utf8.count - word.utf8.count) <= limit
    else { return false }
    return EditDistance.between(Array(written.utf8), Array(word.utf8), atMost: limit) <= limit
  }
}
