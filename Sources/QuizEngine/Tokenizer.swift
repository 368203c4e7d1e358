/// Turns text in Korean, English or both into the terms search and answer
/// matching compare: lowercased, punctuation dropped, camel case split
/// (`sceneDidDisconnect` also gives `scene`, `did`, `disconnect`), English
/// lightly stemmed (`suspended` → `suspend`), Korean particles and endings
/// removed (`스레드에서` → `스레드`), spelling variants folded to one, and
/// long Korean words also given as syllable pairs, so `메인스레드` meets
/// `메인 스레드`. A script written without spaces (Japanese, Chinese) is
/// cut into character pairs when a language's vocabulary asks for it
/// (`Segmentation.bigrams`).
public struct Tokenizer: Sendable {
  /// Particles and endings together, longest first, by their last syllable.
  private let endings: [Unicode.Scalar: [[Unicode.Scalar]]]
  private let keep: Set<String>
  private let stopwords: Set<String>
  private let suffixes: [(suffix: String, replacement: String)]
  /// The same as bytes, when every rule is ASCII: an ASCII word is then
  /// stemmed byte by byte, with the same result.
  private let asciiSuffixes: [(suffix: [UInt8], replacement: [UInt8])]?
  /// Korean variants, longest first, replaced inside words.
  private let hangulVariants: [Unicode.Scalar: [(from: [Unicode.Scalar], to: [Unicode.Scalar])]]
  /// Latin variants, replaced as whole words.
  private let latinVariants: [String: String]
  /// Whether runs of ideographs and kana are cut into pairs.
  private let bigrams: Bool
  /// The terms of the vocabulary's weak words, which a search weighs down.
  public private(set) var weakTerms: Set<String> = []
  /// The terms of the words that ask for a callback.
  public private(set) var callbackIntentTerms: Set<String> = []
  /// What it was made from, for a cache to keep.
  public let vocabulary: TokenizerVocabulary

  public init(vocabulary: TokenizerVocabulary) {
    self.init(vocabulary: vocabulary, searchTerms: nil)
  }

  /// The same, given the terms of the weak and callback-intent words this
  /// vocabulary gave before (a search cache keeps them): tokenizing those
  /// words took most of the making.
  public init(vocabulary: TokenizerVocabulary, weakTerms: Set<String>, callbackIntentTerms: Set<String>) {
    self.init(vocabulary: vocabulary, searchTerms: (weakTerms, callbackIntentTerms))
  }

  private init(vocabulary: TokenizerVocabulary, searchTerms: (weak: Set<String>, callbackIntent: Set<String>)?) {
    self.vocabulary = vocabulary
    func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
    endings = Dictionary(
      grouping: (vocabulary.particles + vocabulary.endings).map(scalars).filter { !$0.isEmpty }.sorted {
        $0.count > $1.count
      }, by: { $0[$0.count - 1] })
    keep = Set(vocabulary.keep)
    stopwords = Set(vocabulary.stopwords.map { $0.lowercased() })
    suffixes = vocabulary.suffixes.compactMap { rule in
      rule.count == 2 ? (rule[0].lowercased(), rule[1].lowercased()) : nil
    }
    asciiSuffixes =
      suffixes.allSatisfy { $0.suffix.utf8.allSatisfy(Self.isASCII) && $0.replacement.utf8.allSatisfy(Self.isASCII) }
      ? suffixes.map { (Array($0.suffix.utf8), Array($0.replacement.utf8)) } : nil
    var hangul: [(from: [Unicode.Scalar], to: [Unicode.Scalar])] = []
    var latin: [String: String] = [:]
    for group in vocabulary.variants {
      guard let canonical = group.first else { continue }
      // The kept spelling maps to itself, so `노티피케이션` is not read as `노티` + `피케이션`.
      for spelling in group {
        if spelling.unicodeScalars.contains(where: Self.isHangul) {
          hangul.append((scalars(spelling), scalars(canonical)))
        } else {
          if spelling != canonical { latin[spelling.lowercased()] = canonical.lowercased() }
        }
      }
    }
    hangulVariants = Dictionary(
      grouping: hangul.filter { !$0.from.isEmpty }.sorted { $0.from.count > $1.from.count }, by: { $0.from[0] })
    latinVariants = latin
    bigrams = vocabulary.segmentation == .bigrams
    if let searchTerms {
      weakTerms = searchTerms.weak
      callbackIntentTerms = searchTerms.callbackIntent
    } else {
      weakTerms = Set(vocabulary.weak.flatMap { words(in: $0).compactMap(\.first) })
      callbackIntentTerms = Set(vocabulary.callbackIntent.flatMap { words(in: $0).compactMap(\.first) })
    }
  }

  /// The terms of `text`, in order of appearance; a word may give several.
  public func tokens(in text: String) -> [String] {
    words(in: text).flatMap { $0 }
  }

  /// The terms of `text` grouped by the word they come from:
  /// `sceneDidDisconnect` gives one group of three. Words that give no
  /// term (stopwords, lone particles) give no group.
  public func words(in text: String) -> [[String]] {
    var memo = TokenMemo()
    return words(in: text, memo: &memo)
  }

  /// The same, remembering each word's terms in `memo`: indexing a whole
  /// corpus meets the same words again and again.
  public func words(in text: String, memo: inout TokenMemo) -> [[String]] {
    var groups: [[String]] = []
    for word in Self.words(in: text, bigrams: bigrams) {
      let terms = memo.terms[word] ?? terms(of: word)
      memo.terms[word] = terms
      if !terms.isEmpty { groups.append(terms) }
    }
    return groups
  }

  private func terms(of word: Word) -> [String] {
    var terms: [String] = []
    switch word {
    case .latin(let parts): latinTerms(parts, into: &terms)
    case .hangul(let syllables): hangulTerms(syllables, into: &terms)
    case .ideographs(let characters): ideographTerms(characters, into: &terms)
    }
    return terms
  }

  // MARK: - Latin

  private func latinTerms(_ parts: [String], into terms: inout [String]) {
    // `In-Active` is both `in active` and `inactive`.
    let pieces = parts.flatMap(Self.camelCaseParts)
    let whole = parts.joined().lowercased()
    // A stopword's pieces are no better: `UIKit` gives no `kit`.
    guard !stopwords.contains(latinVariants[whole] ?? whole) else { return }
    append(latin: whole, into: &terms)
    guard pieces.count > 1 else { return }
    // Two-letter pieces (`ui`, `os`) would match too much.
    for piece in pieces where piece.count > 2 { append(latin: piece.lowercased(), into: &terms) }
  }

  private func append(latin word: String, into terms: inout [String]) {
    let word = latinVariants[word] ?? word
    // One letter says nothing; one syllable a variant maps to (`scene` → `씬`) does.
    guard !stopwords.contains(word),
      word.count > 1 || word.first?.isNumber == true || word.unicodeScalars.contains(where: Self.isHangul)
    else { return }
    terms.append(stem(word))
  }

  /// The first suffix rule that leaves at least three letters, then one of a
  /// doubled final consonant dropped after `-ing` or `-ed` (`running` → `run`).
  func stem(_ word: String) -> String {
    guard word.utf8.allSatisfy(Self.isASCII) else { return word }
    if let asciiSuffixes { return Self.stem(ascii: Array(word.utf8), asciiSuffixes) ?? word }
    for (suffix, replacement) in suffixes where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
      var stem = String(word.dropLast(suffix.count))
      if suffix == replacement { return word }
      // Only a suffix that starts with a vowel doubles the consonant before it.
      if replacement.isEmpty, suffix.count > 1, suffix != "es", suffix.first.map("aeiou".contains) == true,
        let last = stem.last, stem.dropLast().last == last, !"lsz".contains(last), !"aeiou".contains(last)
      {
        stem.removeLast()
      }
      return stem + replacement
    }
    return word
  }

  /// `stem` of an ASCII word by ASCII rules; nil when no rule changes it.
  private static func stem(ascii word: [UInt8], _ rules: [(suffix: [UInt8], replacement: [UInt8])]) -> String? {
    for (suffix, replacement) in rules
    where word.count - suffix.count >= 3 && word.suffix(suffix.count).elementsEqual(suffix) {
      if suffix == replacement { return nil }
      var stem = word.dropLast(suffix.count)
      if replacement.isEmpty, suffix.count > 1, suffix != Array("es".utf8), let first = suffix.first,
        isVowel(first), let last = stem.last, stem.count >= 2, stem[stem.endIndex - 2] == last,
        !"lsz".utf8.contains(last), !isVowel(last)
      {
        stem.removeLast()
      }
      return String(decoding: stem + replacement, as: UTF8.self)
    }
    return nil
  }

  private static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 }
  private static func isVowel(_ byte: UInt8) -> Bool { "aeiou".utf8.contains(byte) }

  /// `UIApplicationMain` → `UI`, `Application`, `Main`; `iOS13` → `iOS`, `13`.
  /// A lone lowercase letter before a capital is a prefix (`iPhone`, `iPad`),
  /// so `phone` is no piece of `iPhone`.
  static func camelCaseParts(_ word: String) -> [String] {
    if let parts = word.utf8.withContiguousStorageIfAvailable(asciiCamelCaseParts) ?? nil { return parts }
    // Scalars with ASCII tests: Character properties are slow on Linux.
    let scalars = Array(word.unicodeScalars)
    var parts: [String] = []
    var current = String.UnicodeScalarView()
    func shape(_ scalar: Unicode.Scalar) -> Shape {
      ("A"..."Z").contains(scalar) ? .upper : ("0"..."9").contains(scalar) ? .digit : .other
    }
    for (index, scalar) in scalars.enumerated() {
      if let previous = current.last,
        Self.cuts(
          at: index, shape(previous), shape(scalar), index + 1 < scalars.count ? shape(scalars[index + 1]) : nil)
      {
        parts.append(String(current))
        current = String.UnicodeScalarView()
      }
      current.append(scalar)
    }
    if !current.isEmpty { parts.append(String(current)) }
    return parts
  }

  /// The same for an ASCII word, cut by byte offsets; nil for any other.
  private static func asciiCamelCaseParts(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    guard bytes.allSatisfy(isASCII) else { return nil }
    func shape(_ byte: UInt8) -> Shape {
      (0x41...0x5A).contains(byte) ? .upper : (0x30...0x39).contains(byte) ? .digit : .other
    }
    var parts: [String] = []
    var start = 0
    for index in bytes.indices.dropFirst()
    where cuts(
      at: index, shape(bytes[index - 1]), shape(bytes[index]), index + 1 < bytes.count ? shape(bytes[index + 1]) : nil)
    {
      parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      start = index
    }
    if start < bytes.count {
      parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    }
    return parts
  }

  /// What camel case looks at in a letter.
  private enum Shape {
    case upper, digit, other
  }

  /// Whether a word is cut before its letter at `index`, between the one
  /// before and the one after: `scene|Did`, `UI|Kit`, `iOS|13`, not `i|Phone`.
  private static func cuts(at index: Int, _ previous: Shape, _ letter: Shape, _ next: Shape?) -> Bool {
    let prefix = index == 1 && previous != .upper
    let lowerToUpper = previous == .other && letter == .upper && !prefix
    let acronymEnd = previous == .upper && letter == .upper && next == .other
    let digitEdge = (previous == .digit) != (letter == .digit)
    return lowerToUpper || acronymEnd || digitEdge
  }

  // MARK: - Hangul

  private func hangulTerms(_ syllables: [Unicode.Scalar], into terms: inout [String]) {
    var word = replacingVariants(syllables)
    // A particle on its own follows an English word: `viewDidLoad는`.
    if let last = word.last, endings[last]?.contains(word) == true { return }
    // Twice, for an ending and a particle: `호출되는지를`.
    if stopwords.contains(String(String.UnicodeScalarView(word))) { return }
    word = strip(strip(word))
    let text = String(String.UnicodeScalarView(word))
    guard !word.isEmpty, !stopwords.contains(text) else { return }
    terms.append(text)
    guard word.count > 2 else { return }
    for start in 0..<(word.count - 1) {
      terms.append(String(String.UnicodeScalarView(word[start...(start + 1)])))
    }
  }

  /// The word without the longest particle or ending it ends in, keeping at
  /// least one syllable.
  private func strip(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
    if keep.contains(String(String.UnicodeScalarView(word))) { return word }
    guard let last = word.last else { return word }
    for ending in endings[last] ?? [] where word.count > ending.count && word.suffix(ending.count).elementsEqual(ending)
    {
      return Array(word.dropLast(ending.count))
    }
    return word
  }

  private func replacingVariants(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var index = 0
    scan: while index < word.count {
      for (from, to) in hangulVariants[word[index]] ?? []
      where index + from.count <= word.count && word[index..<(index + from.count)].elementsEqual(from) {
        result.append(contentsOf: to)
        index += from.count
        continue scan
      }
      result.append(word[index])
      index += 1
    }
    return result
  }

  // MARK: - Ideographs and kana

  /// Every pair of neighbouring characters (`ランループ` → `ラン`, `ンル`,
  /// `ルー`, `ープ`), or the character alone when it stands alone.
  private func ideographTerms(_ characters: [Unicode.Scalar], into terms: inout [String]) {
    guard characters.count > 1 else {
      terms.append(String(String.UnicodeScalarView(characters)))
      return
    }
    for start in 0..<(characters.count - 1) {
      terms.append(String(String.UnicodeScalarView(characters[start...(start + 1)])))
    }
  }

  // MARK: - Words

  enum Word: Hashable {
    /// Letters and digits; several parts when joined by `-` or `_` (`In-Active`).
    case latin([String])
    case hangul([Unicode.Scalar])
    /// A run of ideographs and kana, when they are cut into pairs.
    case ideographs([Unicode.Scalar])
  }

  static func isHangul(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }

  /// Han ideographs, hiragana and katakana (with the prolonged sound mark),
  /// the scripts written without spaces.
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FA, 0x30FC...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
      0x20000...0x2FA1F:
      true
    default: false
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return !isHangul(scalar) && scalar.properties.isAlphabetic
  }

  /// Runs of Latin (any non-Hangul letters and digits) and of Hangul
  /// syllables, and with `bigrams` of ideographs and kana; everything else
  /// separates. `'` inside a word is dropped (`app's` → `apps`), `-` and
  /// `_` between letters join parts.
  static func words(in text: String, bigrams: Bool = false) -> [Word] {
    let scalars = Array(text.unicodeScalars)
    var words: [Word] = []
    var parts: [String] = []
    var current = String.UnicodeScalarView()
    var hangul: [Unicode.Scalar] = []
    var ideographs: [Unicode.Scalar] = []
    func endLatin() {
      if !current.isEmpty { parts.append(String(current)) }
      current = String.UnicodeScalarView()
      if !parts.isEmpty { words.append(.latin(parts)) }
      parts = []
    }
    func endHangul() {
      if !hangul.isEmpty { words.append(.hangul(hangul)) }
      hangul = []
    }
    func endIdeographs() {
      if !ideographs.isEmpty { words.append(.ideographs(ideographs)) }
      ideographs = []
    }
    for (index, scalar) in scalars.enumerated() {
      if bigrams && isIdeographic(scalar) {
        endLatin()
        endHangul()
        ideographs.append(scalar)
        continue
      }
      endIdeographs()
      if isHangul(scalar) {
        endLatin()
        hangul.append(scalar)
        continue
      }
      endHangul()
      if isWordScalar(scalar) {
        current.append(scalar)
        continue
      }
      let nextIsWord = index + 1 < scalars.count && isWordScalar(scalars[index + 1])
      if !current.isEmpty && nextIsWord && (scalar == "'" || scalar == "’") { continue }
      if !current.isEmpty && nextIsWord && (scalar == "-" || scalar == "_") {
        parts.append(String(current))
        current = String.UnicodeScalarView()
        continue
      }
      endLatin()
    }
    endLatin()
    endHangul()
    endIdeographs()
    return words
  }
}
