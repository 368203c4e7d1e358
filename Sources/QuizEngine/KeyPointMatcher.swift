/// Checks a free answer against key points. An expression of a point is
/// found when one sentence of the answer holds each of its words in some form:
/// the same word after the tokenizer (particles, endings, case, stems and
/// spelling variants folded), every part of a selector (`sceneDidBecomeActive`
/// in "scene did become active", `didEnterBackground` in
/// `sceneDidEnterBackground`), or a Korean word inside a longer one (`스레드` in
/// `메인스레드`). A part alone is not the word: `@main` is not found in
/// `UIApplicationMain`. A point is hit when any of its expressions is found.
public struct KeyPointMatcher: Sendable {
  private let tokenizer: Tokenizer

  public init(tokenizer: Tokenizer) {
    self.tokenizer = tokenizer
  }

  /// For each point, the expressions the answer contains, in the point's order.
  public func match(_ answer: String, _ points: [[String]]) -> [KeyPointResult] {
    let sentences = Self.sentences(of: answer).map { Sentence(words: tokenizer.words(in: $0)) }
    return points.map { expressions in
      KeyPointResult(matched: expressions.filter { found($0, in: sentences, answer: answer) })
    }
  }

  private struct Sentence {
    /// Each word as a whole.
    let wholes: Set<String>
    /// The wholes with every word's parts.
    let terms: Set<String>

    init(words: [[String]]) {
      wholes = Set(words.map { $0[0] })
      terms = Set(words.joined())
    }

    /// `word` is the tokenizer's terms for one word: itself, then its parts.
    func holds(_ word: [String]) -> Bool {
      let whole = word[0]
      if wholes.contains(whole) { return true }
      if word.count > 1 && word.dropFirst().allSatisfy(terms.contains) { return true }
      return whole.unicodeScalars.contains(where: Tokenizer.isHangul) && wholes.contains { $0.contains(whole) }
    }
  }

  /// An expression made only of words search ignores (`UIKit`, `iOS`) is
  /// looked for as written, ignoring case.
  private func found(_ expression: String, in sentences: [Sentence], answer: String) -> Bool {
    let words = tokenizer.words(in: expression)
    guard !words.isEmpty else {
      let plain = expression.trimmed.lowercased()
      return !plain.isEmpty && answer.lowercased().contains(plain)
    }
    return sentences.contains { sentence in words.allSatisfy(sentence.holds) }
  }

  /// Split after `.`, `?`, `!` followed by white space, and at line ends, so
  /// `iOS 13.0` stays whole.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var previous: Character?
    for character in text {
      if character.isNewline || (character.isWhitespace && previous.map { ".?!。".contains($0) } == true) {
        sentences.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    sentences.append(current)
    return sentences.filter { !$0.allSatisfy(\.isWhitespace) }
  }
}
