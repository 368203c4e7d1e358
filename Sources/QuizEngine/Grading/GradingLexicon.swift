/// The grading vocabulary as sets, with the callback names, ready to read
/// answers by.
public struct GradingLexicon: Sendable {
  let negations: Set<String>
  let negatingParts: [String]
  /// Words holding a negating part that negate nothing (`없애다`, `틀림없이`).
  let negationLookalikes: [String]
  /// Phrases whose first word would negate, and does not (`안 그러면`,
  /// "otherwise"): the words after it start with the phrase's next ones.
  let negationLookalikePhrases: [[String]]
  /// The second word of each negation pair, to its first (`nor`: `neither`).
  let negationPairs: [String: String]
  let phraseNegations: Set<String>
  /// Phrases of two words or more that open a negated clause ("instead of",
  /// "rather than"): what follows them is what is not so.
  let negatingPhrases: [[String]]
  /// Words that end the clause a negating phrase opened, when no comma
  /// does: a new subject ("rather than jumping back in I'd show a menu").
  let phraseClosers: Set<String>
  let clauseWords: Set<String>
  let clauseEndings: [String]
  let clauseKeep: Set<String>
  let clauseKeepEndings: [String]
  let forward: Set<String>
  let backward: Set<String>
  let backwardAfter: Set<String>
  let leadingForward: Set<String>
  let leadingBackward: Set<String>
  let verbs: Set<String>
  let verbEndings: [String]
  let listOrder: [String]
  let listSummaries: [String]
  let restrictionWords: Set<String>
  let restrictionEndings: [String]
  let restrictionParts: [String]
  let conditionalWords: Set<String>
  let conditionalEndings: [String]
  let pointsBack: Set<String>
  let generic: Set<String>
  let hedges: [String]
  /// Korean spelling to Latin letters, longest first.
  let transliterations: [(hangul: String, latin: String)]
  /// Groups of words that make the same claim, as written.
  let synonyms: [[String]]
  let oppositePrefixes: [String]
  let callbacks: CallbackLexicon

  public init(vocabulary: GradingVocabulary, callbacks: CallbackLexicon = .standard) {
    func lowered(_ words: [String]) -> Set<String> { Set(words.map { $0.lowercased().replacing("'", with: "") }) }
    negations = lowered(vocabulary.negations)
    negatingParts = vocabulary.negatingParts
    negationLookalikes = vocabulary.negationLookalikes.filter { !$0.contains(" ") }
    negationLookalikePhrases = vocabulary.negationLookalikes.filter { $0.contains(" ") }.map {
      $0.lowercased().split(separator: " ").map(String.init)
    }
    phraseNegations = lowered(vocabulary.phraseNegations.filter { !$0.contains(" ") })
    negatingPhrases = vocabulary.phraseNegations.filter { $0.contains(" ") }.map {
      $0.lowercased().split(separator: " ").map(String.init)
    }
    phraseClosers = lowered(vocabulary.phraseClosers)
    negationPairs = Dictionary(
      vocabulary.negationPairs.compactMap { pair in
        pair.count == 2 ? (pair[1].lowercased(), pair[0].lowercased()) : nil
      }, uniquingKeysWith: { first, _ in first })
    clauseWords = lowered(vocabulary.clauseWords)
    clauseEndings = vocabulary.clauseEndings
    clauseKeep = Set(vocabulary.clauseKeep)
    clauseKeepEndings = vocabulary.clauseKeepEndings
    forward = lowered(vocabulary.forward)
    backward = lowered(vocabulary.backward)
    backwardAfter = lowered(vocabulary.backwardAfter)
    leadingForward = lowered(vocabulary.leadingForward)
    leadingBackward = lowered(vocabulary.leadingBackward)
    verbs = lowered(vocabulary.verbs)
    verbEndings = vocabulary.verbEndings
    listOrder = vocabulary.listOrder.map { $0.lowercased() }
    listSummaries = vocabulary.listSummaries.map { $0.lowercased() }
    let korean = vocabulary.restrictions.filter { $0.unicodeScalars.contains(where: Tokenizer.isHangul) }
    restrictionWords = Set(vocabulary.restrictions.filter { !korean.contains($0) }.map { $0.lowercased() })
    restrictionEndings = korean.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
    restrictionParts = korean.filter { !$0.hasPrefix("-") }
    conditionalWords = Set(vocabulary.conditionals.filter { !$0.hasPrefix("-") }.map { $0.lowercased() })
    conditionalEndings = vocabulary.conditionals.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
    pointsBack = lowered(vocabulary.pointsBack)
    generic = lowered(vocabulary.generic)
    hedges = vocabulary.hedges.map { $0.lowercased().replacing("'", with: "") }
    transliterations = vocabulary.transliterations.compactMap { pair in
      pair.count == 2 ? (pair[0], pair[1].lowercased()) : nil
    }.sorted { $0.hangul.count > $1.hangul.count }
    synonyms = vocabulary.synonyms
    oppositePrefixes = vocabulary.oppositePrefixes
    self.callbacks = callbacks
  }

  func negates(_ word: AnswerText.Word) -> Bool {
    switch word.kind {
    case .latin: negations.contains(word.text.lowercased())
    case .hangul:
      negations.contains(word.text)
        || (negatingParts.contains { ByteSearch.contains(word.text, $0) }
          && !negationLookalikes.contains { ByteSearch.contains(word.text, $0) })
    case .arrow, .pause: false
    }
  }

  /// Whether the word at `index` is part of a phrase that only looks
  /// negated: `안 그래도` from its first word, `예외 없이` from its last.
  func inNegationLookalike(_ words: [AnswerText.Word], at index: Int) -> Bool {
    negationLookalikePhrases.contains { phrase in
      phrase.indices.contains { place in
        let start = index - place
        return start >= 0 && start + phrase.count <= words.count
          && phrase.indices.allSatisfy { part in
            let text = words[start + part].text.lowercased()
            return part == 0 ? text == phrase[0] : ByteSearch.hasPrefix(text, phrase[part])
          }
      }
    }
  }

  /// The number of words of the negating phrase ("instead of") that starts
  /// at `index`; 0 when none does.
  func negatingPhraseLength(_ words: [AnswerText.Word], at index: Int) -> Int {
    negatingPhrases.first { phrase in
      index + phrase.count <= words.count
        && phrase.indices.allSatisfy { words[index + $0].text.lowercased() == phrase[$0] }
    }?.count ?? 0
  }

  /// The answer's word orders names as the way's does: the same word (a
  /// Korean one with a particle after it, `뒤에`), or one in the same list
  /// (`다음` and `뒤`, `after` and `once`; never `before` and `after`).
  func ordersAlike(_ word: String, _ cue: String) -> Bool {
    let word = word.lowercased()
    if word == cue { return true }
    let korean = cue.unicodeScalars.first.map(Tokenizer.isHangul) ?? false
    let lists = [forward, backward, backwardAfter, leadingForward, leadingBackward]
    return lists.contains { list in
      list.contains(cue)
        && (list.contains(word) || (korean && list.contains { !$0.isEmpty && ByteSearch.hasPrefix(word, $0) }))
    }
  }

  /// A word that puts names in an order (`before`, `then`, `다음에`).
  func ordersNames(_ word: String) -> Bool {
    let word = word.lowercased()
    return [forward, backward, backwardAfter, leadingForward, leadingBackward].contains { $0.contains(word) }
  }

  /// A Korean word that ends a clause: `받지만`, `있고`, but not `경고`.
  func endsClause(_ word: AnswerText.Word) -> Bool {
    word.kind == .hangul && !clauseKeep.contains(word.text)
      && clauseEndings.contains { ByteSearch.hasSuffix(word.text, $0) }
      && !clauseKeepEndings.contains { ByteSearch.hasSuffix(word.text, $0) }
  }

  /// The clause says it is unsure: "I'm not sure", "잘 모르겠지만".
  func hedges(_ clause: String) -> Bool {
    let text = clause.lowercased().replacing("'", with: "").replacing("’", with: "")
    return hedges.contains { ByteSearch.contains(text, $0) }
  }

  /// A word that sums a list up in its closing remark (`these`, `이런`, a
  /// Korean one with a particle after it: `키워드가`).
  func sumsUpList(_ word: AnswerText.Word) -> Bool {
    switch word.kind {
    case .latin: listSummaries.contains(word.text.lowercased())
    case .hangul: listSummaries.contains { ByteSearch.hasPrefix(word.text, $0) }
    case .arrow, .pause: false
    }
  }

  /// The word makes its clause a condition: `if`, or a Korean word that
  /// ends the clause with a conditional ending (`쓰면`; not `화면`).
  func conditions(_ word: AnswerText.Word) -> Bool {
    switch word.kind {
    case .latin: conditionalWords.contains(word.text.lowercased())
    case .hangul: endsClause(word) && conditionalEndings.contains { ByteSearch.hasSuffix(word.text, $0) }
    case .arrow, .pause: false
    }
  }

  /// The word says "only": `only`, `didBecomeActive만`, `것뿐`; not `받지만`,
  /// whose `만` ends a clause.
  func restricts(_ word: AnswerText.Word) -> Bool {
    switch word.kind {
    case .latin: restrictionWords.contains(word.text.lowercased())
    case .hangul:
      !endsClause(word)
        && (restrictionEndings.contains { ByteSearch.hasSuffix(word.text, $0) }
          || restrictionParts.contains { ByteSearch.contains(word.text, $0) })
    case .arrow, .pause: false
    }
  }

  func isVerb(_ word: AnswerText.Word) -> Bool {
    switch word.kind {
    case .latin: verbs.contains(word.text.lowercased())
    case .hangul: !clauseKeep.contains(word.text) && verbEndings.contains { ByteSearch.hasSuffix(word.text, $0) }
    case .arrow, .pause: false
    }
  }

  /// A Korean word spelled out in selector words (`디드엔터백그라운드가` →
  /// `didenterbackground`): every syllable but up to three at the end (a
  /// particle or an ending) must be part of a known spelling.
  func transliterate(_ word: String) -> String? {
    let bytes = Array(word.utf8)
    var start = 0
    var latin = ""
    while start < bytes.count {
      guard let match = transliterations.first(where: { bytes[start...].starts(with: $0.hangul.utf8) }) else { break }
      latin += match.latin
      start += match.hangul.utf8.count
    }
    return !latin.isEmpty && String(decoding: bytes[start...], as: UTF8.self).count <= 3 ? latin : nil
  }
}
