/// The forms a Korean verb stem takes before its ending, where the stem's
/// last syllable itself changes: `치우` is said `치워요`, `치웠다` and
/// `치웁니다`, `넘기` is said `넘겨야`, `끝내` is said `끝냈다`, `저장하`
/// is said `저장해요`, and a note says `넘김`. The tokenizer strips endings but leaves such a
/// syllable, so a way written with the stem would miss every one of them.
enum KoreanConjugation {
  /// The changed forms of `word`'s last syllable, each with the syllables
  /// before it; none for a word of one syllable (too short to tell from
  /// another word) or whose last syllable closes on a consonant.
  static func forms(of word: String) -> [String] {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count >= 2, scalars.allSatisfy(Tokenizer.isHangul), let last = scalars.last else { return [] }
    let index = Int(last.value) - 0xAC00
    let (initial, vowel, final) = (index / (21 * 28), (index / 28) % 21, index % 28)
    guard final == 0 else { return [] }
    // 남기 + ㅁ: a terse note's noun form (`둘 중 하나만 남김`).
    var syllables: [(vowel: Int, final: Int)] = [(vowel, Self.formalFinal), (vowel, Self.nounFinal)]
    if let contracted = Self.contracted[vowel] {
      // 치우 + 어: 치워, 치웠
      syllables += [(contracted, 0), (contracted, Self.pastFinal)]
    } else if initial == Self.hieut && vowel == Self.a {
      // 하 + 여: 해, 했
      syllables += [(Self.ae, 0), (Self.a, Self.pastFinal), (Self.ae, Self.pastFinal)]
    } else if Self.absorbing.contains(vowel) {
      // 끝내 + 어: 끝내, 끝냈
      syllables.append((vowel, Self.pastFinal))
    }
    let stem = String(String.UnicodeScalarView(scalars.dropLast()))
    return syllables.compactMap { vowel, final in
      Unicode.Scalar(UInt32(0xAC00 + (initial * 21 + vowel) * 28 + final)).map { stem + String($0) }
    }
  }

  /// ㅂ, as in `-ㅂ니다`.
  private static let formalFinal = 17
  /// ㅁ, as in `-ㅁ`.
  private static let nounFinal = 16
  /// ㅆ, the past.
  private static let pastFinal = 20
  private static let hieut = 18
  private static let a = 0
  private static let ae = 1
  /// ㅜ → ㅝ, ㅗ → ㅘ, ㅣ → ㅕ, ㅡ → ㅓ, ㅚ → ㅙ: the vowel merges with `-어`/`-아`.
  private static let contracted = [13: 14, 8: 9, 20: 6, 18: 4, 11: 10]
  /// ㅏ, ㅐ, ㅓ, ㅔ, ㅕ: `-어`/`-아` disappears into the vowel.
  private static let absorbing: Set<Int> = [0, 1, 4, 5, 6]
}
