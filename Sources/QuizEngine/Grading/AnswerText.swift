/// An answer read for claims: its words in order, each in a sentence and a
/// clause, how many negations each clause holds, and the callbacks it names.
struct AnswerText {
  struct Word {
    enum Kind: Equatable {
      case latin
      case hangul
      /// `→`, `->`, `=>`: an order between what stands either side.
      case arrow
      /// `,`, `;`, `:`, `=`, `/`, `(`, `)`: a pause inside a sentence.
      case pause(Character)
    }

    let text: String
    let kind: Kind
    var sentence = 0
    /// Where the word stands in the answer, in characters.
    var span = 0..<0
    var clause = 0
    /// Lowercase Latin letters for a selector look-up: the word itself, or
    /// a Korean word's transliteration (`리사인액티브` → `resignactive`).
    var letters = ""
  }

  struct Mention {
    let name: CallbackName
    /// Word indexes, first and last.
    let first: Int
    let last: Int
    let clause: Int
    let sentence: Int
  }

  /// Two names the answer put in an order, as said.
  struct OrderClaim: Hashable {
    let before: CallbackName
    let after: CallbackName
    /// Said with a word or arrow (not only by which came first in the text).
    let explicit: Bool
  }

  let text: String
  private(set) var words: [Word] = []
  /// Negations per clause.
  private(set) var negations: [Int] = []
  private(set) var clauseTexts: [String] = []
  /// Clauses a phrase negation opened (`without …`): with the clause before,
  /// one clause still for a way said in one (`=killed without notice`).
  private(set) var phraseClauses: Set<Int> = []
  /// Clauses that state a condition (`if it doesn't return`, `씬 안 쓰면`).
  private(set) var conditionalClauses: Set<Int> = []
  /// Each clause as the learner wrote it (spacing and particles kept), to quote back.
  var clauseQuotes: [String] {
    let characters = Array(text)
    return clauseTexts.indices.map { clause in
      let spans = words.filter { $0.clause == clause && !$0.isPause }.map(\.span)
      guard let start = spans.map(\.lowerBound).min(), let end = spans.map(\.upperBound).max(), end <= characters.count
      else { return clauseTexts[clause] }
      return String(characters[start..<end])
    }
  }
  private(set) var mentions: [Mention] = []
  /// No clause says anything: names and keywords between commas.
  private(set) var isBareList = false
  /// The sentences that are such lists ("names, keywords. 이 키워드들이 핵심입니다."):
  /// a way is not assembled from their items.
  private(set) var bareListSentences: Set<Int> = []

  init(_ text: String, vocabulary: GradingLexicon) {
    self.text = text
    words = Self.scan(text)
    assignClauses(vocabulary)
    findNames(vocabulary)
    shareListNegations()
    isBareList = Self.bareList(words[...], mentions: mentions, vocabulary)
    var start = 0
    while start < words.count {
      let sentence = words[start].sentence
      var end = start
      while end < words.count && words[end].sentence == sentence { end += 1 }
      if Self.bareList(words[start..<end], mentions: mentions, vocabulary, denialEnds: true) {
        bareListSentences.insert(sentence)
      }
      start = end
    }
  }

  var sentenceCount: Int { (words.last?.sentence ?? 0) + 1 }

  // MARK: - Words

  /// "(e.g. system killed you, …)", "alerts, sheets, etc. and the app …":
  /// the period of an abbreviation ends no sentence, unless `etc.` stands
  /// before a capital letter.
  private static func abbreviationGoesOn(_ characters: [Character], period: Int) -> Bool {
    var start = period
    while start > 0 && !characters[start - 1].isWhitespace && characters[start - 1] != "(" { start -= 1 }
    let abbreviation = String(characters[start..<period]).lowercased()
    if ["e.g", "i.e", "vs", "cf"].contains(abbreviation) { return true }
    guard abbreviation == "etc" else { return false }
    let following = characters[(period + 1)...].first { !$0.isWhitespace || $0.isNewline }
    return following.map { !$0.isUppercase && !$0.isNewline } ?? false
  }

  private static func scan(_ text: String) -> [Word] {
    var words: [Word] = []
    var current = ""
    var currentKind: Word.Kind?
    var currentStart = 0
    var sentence = 0
    let characters = Array(text)
    var index = 0
    func flush() {
      if let kind = currentKind, !current.isEmpty {
        words.append(Word(text: current, kind: kind, sentence: sentence, span: currentStart..<index))
      }
      current = ""
      currentKind = nil
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let kind: Word.Kind? =
        character.unicodeScalars.allSatisfy(Tokenizer.isHangul)
        ? .hangul
        : (character.isLetter || character.isNumber) && !character.unicodeScalars.contains(where: Tokenizer.isHangul)
          ? .latin : nil
      if let kind {
        if currentKind != kind { flush() }
        if current.isEmpty { currentStart = index }
        currentKind = kind
        current.append(character)
        index += 1
        continue
      }
      // `don't`, `app's`: the apostrophe is dropped inside a word.
      if currentKind == .latin, "'’".contains(character), next?.isLetter == true {
        index += 1
        continue
      }
      // `scene(_:continue:)`: a selector's labels are words of its name, not pauses.
      if character == "(", currentKind == .latin,
        let close = characters[index...].prefix(80).firstIndex(of: ")"),
        characters[(index + 1)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
      {
        flush()
        for label in characters[(index + 1)..<close].split(whereSeparator: { $0 == "_" || $0 == ":" }) {
          words.append(Word(text: String(label), kind: .latin, sentence: sentence, span: index..<(close + 1)))
        }
        index = close + 1
        continue
      }
      flush()
      // `inactive ≠ background`: the sign is a word, which the vocabulary may
      // count as a negation.
      if character == "≠" || (character == "!" && next == "=") {
        words.append(Word(text: "≠", kind: .latin, sentence: sentence, span: index..<(index + 1)))
        index += character == "≠" ? 1 : 2
        continue
      }
      if character == "→" || ((character == "-" || character == "=") && next == ">") {
        words.append(Word(text: "→", kind: .arrow, sentence: sentence, span: index..<(index + 1)))
        index += character == "→" ? 1 : 2
        continue
      }
      if character.isNewline || "?!。".contains(character)
        || (character == "." && (next == nil || next?.isWhitespace == true)
          && !Self.abbreviationGoesOn(characters, period: index))
      {
        if words.last?.sentence == sentence { sentence += 1 }
        index += 1
        continue
      }
      // A colon inside `a:b` is no pause.
      if character == ":" && next?.isWhitespace == false && next != nil {
        index += 1
        continue
      }
      // A dash sets off a thought, as a semicolon does ("No — it goes to …"), and so
      // does an en dash or a hyphen typed for one, with a space either side ("No - it goes").
      let spaced = index > 0 && characters[index - 1].isWhitespace && next?.isWhitespace == true
      if ",;:=/()·—".contains(character) || ("-–".contains(character) && spaced) {
        let mark: Character = "-–".contains(character) ? "—" : character
        words.append(Word(text: String(mark), kind: .pause(mark), sentence: sentence, span: index..<(index + 1)))
      }
      index += 1
    }
    flush()
    return words
  }

  private mutating func assignClauses(_ vocabulary: GradingLexicon) {
    var clause = 0
    var clauseStart = true
    var previousSentence = 0
    negations = [0]
    clauseTexts = [""]
    // The words of the clause so far that open a negation pair (`neither`).
    var pairsOpened: Set<String> = []
    // Where the clause that a negating phrase opens starts, and whether
    // the current clause is one.
    var negatedPhraseStart = -1
    var inNegatedPhrase = false
    func newClause() {
      inNegatedPhrase = false
      guard !clauseStart else { return }
      clause += 1
      negations.append(0)
      clauseTexts.append("")
      clauseStart = true
      pairsOpened = []
    }
    for index in words.indices {
      let word = words[index]
      if word.sentence != previousSentence {
        newClause()
        previousSentence = word.sentence
      }
      let lowered = word.kind == .latin ? word.text.lowercased() : word.text
      let phraseLength = word.kind == .latin ? vocabulary.negatingPhraseLength(words, at: index) : 0
      let opensNegatedPhrase = index == negatedPhraseStart
      if opensNegatedPhrase {
        // "instead of waiting for willTerminate": what follows the phrase is denied.
        let before = clause
        newClause()
        if clause != before { phraseClauses.insert(clause) }
        inNegatedPhrase = true
      } else if inNegatedPhrase && word.kind == .latin && vocabulary.phraseClosers.contains(lowered) {
        // "rather than jumping straight back in I'd show a pause menu"
        newClause()
      }
      switch word.kind {
      case .pause(let mark) where ",;:()—".contains(mark):
        // The pause belongs to the clause it ends, never to clause 0.
        words[index].clause = clause
        newClause()
        continue
      case .arrow:
        // An arrow leads from one claim to the next, as `so` does: "stays in
        // the window → nothing is called" is two. Between names it orders
        // them, which is read from their places, not their clauses.
        words[index].clause = clause
        newClause()
        continue
      case .latin where phraseLength > 0:
        // The phrase's own words stay with the claim before it ("the scene
        // delegate gets them instead of the app delegate").
        let start = index + phraseLength
        // Within its sentence only: a cut-off "… rather than." denies nothing after it.
        if start < words.count && words[start].sentence == word.sentence { negatedPhraseStart = start }
      case .latin where vocabulary.clauseWords.contains(lowered),
        .hangul where vocabulary.clauseWords.contains(lowered):
        newClause()
      case .latin where vocabulary.phraseNegations.contains(lowered) && negations[clause] == 0:
        let before = clause
        newClause()
        if clause != before { phraseClauses.insert(clause) }
      case .latin, .hangul, .pause: break
      }
      let pairOpener = vocabulary.negationPairs[lowered]
      let continuesPair = pairOpener.map { pairsOpened.contains($0) } ?? false
      if pairOpener != nil && !continuesPair { newClause() }
      words[index].clause = clause
      clauseTexts[clause] += (clauseTexts[clause].isEmpty ? "" : " ") + word.text
      clauseStart = false
      if opensNegatedPhrase
        || (vocabulary.negates(word) && !continuesPair && !vocabulary.inNegationLookalike(words, at: index))
      {
        negations[clause] += 1
      }
      if vocabulary.negationPairs.values.contains(lowered) { pairsOpened.insert(lowered) }
      // "쓰면 안 됩니다" is one claim: a conditional ending does not cut it
      // from its negation ("꺼져 있어서 안 보여요" is two).
      let mustNot =
        (ByteSearch.hasSuffix(word.text, "면") || ByteSearch.hasSuffix(word.text, "지")) && index + 1 < words.count
        && vocabulary.negates(words[index + 1])
      // "나중에 전달되거나 하진 않아요" denies the delivery: `~거나 하지 않`
      // is one negated claim, not a claim and a bare denial.
      let notEither =
        ByteSearch.hasSuffix(word.text, "거나") && index + 1 < words.count
        && ByteSearch.hasPrefix(words[index + 1].text, "하")
        && (vocabulary.negates(words[index + 1]) || (index + 2 < words.count && vocabulary.negates(words[index + 2])))
      // "쓰면 안 됩니다" forbids; only a cut conditional ending states a condition.
      // A clause that opens with `if` ("and if it doesn't return") states a
      // condition; "it is not the case that A only if B" denies A.
      if vocabulary.conditions(word)
        && (word.kind == .latin
          ? words[..<index].reversed().prefix { $0.clause == clause }.count <= 1 : !mustNot && !notEither)
      {
        conditionalClauses.insert(clause)
      }
      if vocabulary.endsClause(word) && !mustNot && !notEither { newClause() }
    }
  }

  // MARK: - Names

  private mutating func findNames(_ vocabulary: GradingLexicon) {
    for index in words.indices {
      switch words[index].kind {
      case .latin: words[index].letters = words[index].text.lowercased()
      case .hangul: words[index].letters = vocabulary.transliterate(words[index].text) ?? ""
      case .arrow, .pause: break
      }
    }
    var index = 0
    while index < words.count {
      if let mention = mention(at: index, vocabulary.callbacks) {
        mentions.append(mention)
        index = mention.last + 1
      } else {
        index += 1
      }
    }
  }

  /// The longest run of words from `start` that names a callback exactly,
  /// else the longest that names one with a typo.
  private func mention(at start: Int, _ lexicon: CallbackLexicon) -> Mention? {
    guard !words[start].letters.isEmpty else { return nil }
    var runs: [(end: Int, letters: String)] = []
    var letters = ""
    var end = start
    while end < words.count, end - start < 6, !words[end].letters.isEmpty, words[end].sentence == words[start].sentence
    {
      letters += words[end].letters
      runs.append((end, letters))
      end += 1
    }
    for typos in [false, true] {
      for run in runs.reversed() where !typos || run.end - start < 3 {
        if let name = lexicon.name(for: run.letters, typos: typos) {
          return Mention(
            name: name, first: start, last: run.end, clause: words[start].clause, sentence: words[start].sentence)
        }
      }
    }
    return nil
  }

  /// "viewWillAppear, viewDidAppear are not called": a clause that is only
  /// names takes the negations of the clause that goes on to say something
  /// about them.
  private mutating func shareListNegations() {
    var named = Set<Int>()
    for mention in mentions { named.formUnion(mention.first...mention.last) }
    let onlyNames = Set(
      words.indices.map(\.self).filter { words[$0].kind == .latin || words[$0].kind == .hangul }
        .reduce(into: [Int: Bool]()) { result, index in
          result[words[index].clause] =
            (result[words[index].clause] ?? true) && (named.contains(index) || words[index].isListGlue)
        }.filter(\.value).keys)
    guard !onlyNames.isEmpty else { return }
    // Only where the list goes on into the next clause: it opens with a name.
    let openers = Set(
      mentions.filter { mention in
        !words.indices.contains { $0 < mention.first && words[$0].clause == mention.clause }
      }.map(\.clause))
    for clause in negations.indices.reversed() where onlyNames.contains(clause) && openers.contains(clause + 1) {
      let sameSentence = words.contains { $0.clause == clause + 1 && $0.sentence == sentenceOf(clause) }
      if sameSentence { negations[clause] = negations[clause + 1] }
    }
  }

  private func sentenceOf(_ clause: Int) -> Int {
    words.first { $0.clause == clause }?.sentence ?? -1
  }

  // MARK: - Order

  /// Words between an arrow and the nearer of the two names it orders, at most.
  private static let arrowReach = 3

  /// Each pair of names next to each other, in the order the answer gives
  /// them: by a word between (`then`, `after`, `다음`), a word after the
  /// second (`B 다음에`), an arrow, a list in a sentence that says it is an
  /// order, or else by which came first.
  func orderClaims(_ vocabulary: GradingLexicon) -> [OrderClaim] {
    var claims: [OrderClaim] = []
    for (index, (first, second)) in zip(mentions, mentions.dropFirst()).enumerated()
    where first.name.family != second.name.family {
      // "A 다음에 B": the word after A belongs to A and B, not to the name before A.
      let third = index + 2 < mentions.count ? mentions[index + 2] : nil
      let cueLeadsOn = third.map { $0.sentence == second.sentence && $0.first <= second.last + 3 } ?? false
      var between = words[(first.last + 1)..<second.first]
      if first.sentence != second.sentence {
        // Across sentences only "A. Then B": the next sentence, opening with the word.
        guard second.sentence == first.sentence + 1 else { continue }
        between = between.drop { $0.sentence == first.sentence }.prefix(2)
      }
      let afterSecond = words[(second.last + 1)..<min(words.count, second.last + 3)].prefix {
        $0.clause == second.clause
      }
      let before = first.first > 0 ? words[first.first - 1] : nil
      if saysBackward(between, vocabulary)
        // "A는 B 다음에": only A's own clause; in "A가 오고, 돌아올 때는 B 다음에, C가" the cue is B's and C's.
        || (!cueLeadsOn && first.clause == second.clause
          && afterSecond.contains(where: { vocabulary.backwardAfter.contains($0.text) }))
        || (before.map { vocabulary.leadingBackward.contains($0.text.lowercased()) } ?? false
          && between.allSatisfy { $0.kind != .arrow })
      {
        claims.append(OrderClaim(before: second.name, after: first.name, explicit: true))
      } else if zip(between.indices, between).contains(where: { place, word in
        // An arrow near neither name leads between other things
        // ("viewDidLoad fires on first access to vc.view → code-built window: … willConnectTo").
        (word.kind == .arrow && min(place - first.last - 1, second.first - place - 1) <= Self.arrowReach)
          || vocabulary.forward.contains(word.text.lowercased())
      })
        || before.map({ vocabulary.leadingForward.contains($0.text.lowercased()) }) == true
        || (first.sentence == second.sentence && between.allSatisfy(\.isListGlue)
          && listSaysOrder(sentence: first.sentence, vocabulary))
      {
        claims.append(OrderClaim(before: first.name, after: second.name, explicit: true))
      } else {
        claims.append(OrderClaim(before: first.name, after: second.name, explicit: false))
      }
    }
    return claims
  }

  /// "A comes after B" or "A 전에 B": the cue stands right after the first
  /// name or right before the second (a word such as `comes` may sit
  /// between), and opens no clause of its own. Not "A, and then, once it's
  /// off screen, B", "A once it's in the background, B" nor "A은 복원 전에,
  /// B은": there the cue belongs to other words.
  private func saysBackward(_ between: ArraySlice<Word>, _ vocabulary: GradingLexicon) -> Bool {
    between.indices.contains { index in
      guard vocabulary.backward.contains(between[index].text.lowercased()) else { return false }
      let before = between[..<index].filter { !$0.isPause }
      let after = between[(index + 1)...]
      // "A, after which B": the cue points back at A, so A comes first.
      if let next = after.first, vocabulary.pointsBack.contains(next.text.lowercased()) { return false }
      let nextToFirst = before.isEmpty || (before.count == 1 && before[before.startIndex].kind == .latin)
      let nextToSecond = after.isEmpty
      // Words, then a pause, before the second name: the cue opened a clause.
      let opensClause = after.firstIndex(where: \.isPause).map { $0 > index + 1 } ?? false
      return (nextToFirst || nextToSecond) && !opensClause
    }
  }

  private func listSaysOrder(sentence: Int, _ vocabulary: GradingLexicon) -> Bool {
    let text = words.filter { $0.sentence == sentence }.map { $0.text.lowercased() }
    return vocabulary.listOrder.contains { cue in
      let parts = cue.split(separator: " ").map(String.init)
      guard parts.count > 1 else {
        return text.contains { $0 == cue || ($0.hasPrefix(cue) && $0.count <= cue.count + 2) }
      }
      return text.indices.contains { start in
        start + parts.count <= text.count && Array(text[start..<(start + parts.count)]) == parts
      }
    }
  }

  // MARK: - Lists

  /// Four or more comma-separated pieces, nearly all of one or two words,
  /// and none a statement (three words or more with a verb, a Korean verb
  /// ending, a `:`, `=` or arrow): "Suspended, memory, didEnterBackground,
  /// save state".
  private static func bareList(
    _ words: ArraySlice<Word>, mentions: [Mention], _ vocabulary: GradingLexicon, denialEnds: Bool = false
  ) -> Bool {
    struct Piece {
      var words = 0
      var verb = false
      /// Ends in a Korean verb ending (`불립니다`): a statement.
      var statement = false
      /// Holds a word that sums the list up (`이런`, `these`).
      var sumsUp = false
      var ordered = false
    }
    var pieces: [Piece] = []
    var current = Piece()
    // One `key: value` item is a name ("apns-push-type: background"); more
    // are a terse answer's claims ("willResignActive: pause, didEnterBackground: save").
    var colonsLeft = 1
    // What stands in brackets is an aside to its item ("sceneDidDisconnect
    // first (scene delegate), then …"), not an item of its own.
    var inAside = false
    func close(last: Bool = false) {
      // A short closing remark after five items or more ("… 이런 것들로
      // 처리합니다") sums the list up and claims nothing of its own.
      if last && current.sumsUp && !current.ordered && current.words <= 5 && pieces.count >= 5 {
        current = Piece()
        return
      }
      if current.words > 0 || current.statement { pieces.append(current) }
      current = Piece()
    }
    for (index, word) in zip(words.indices, words) {
      switch word.kind {
      case .arrow: return false
      case .pause("("):
        inAside = true
      case .pause(")"):
        inAside = false
      case .pause(let mark):
        if mark == ":" && colonsLeft > 0 && !pieces.isEmpty && current.words > 0 && current.words <= 3
          && words[(index + 1)...].prefix(while: { !$0.isPause && $0.sentence == word.sentence }).count <= 2
          && words[(index + 1)...].first(where: { $0.isPause || $0.sentence != word.sentence })
            .map({ $0.kind == .pause(",") }) ?? false
        {
          colonsLeft -= 1
          continue
        }
        if ":=".contains(mark) { return false }
        close()
      case .latin where inAside, .hangul where inAside:
        continue
      case .latin, .hangul:
        // A word that orders the names either side of it claims an order, as an arrow does.
        if vocabulary.ordersNames(word.text)
          && mentions.contains(where: { $0.last < index && $0.sentence == word.sentence })
          && mentions.contains(where: { $0.first > index && $0.sentence == word.sentence })
        {
          return false
        }
        // A name is one word however it is written (`scene(_:willConnectTo:options:)`).
        if !mentions.contains(where: { $0.first < index && index <= $0.last }) { current.words += 1 }
        if vocabulary.sumsUpList(word) { current.sumsUp = true }
        // "이런 순서로 호출됩니다" says the list is an order: a claim.
        let lowered = word.text.lowercased()
        if vocabulary.listOrder.contains(where: { ByteSearch.hasPrefix(lowered, $0) }) { current.ordered = true }
        // A Korean ending (`불립니다`) ending its piece is a statement; one
        // before a noun (`민감한 정보`) describes it. An English verb may be a
        // noun (`save state`).
        let next = index + 1 < words.endIndex ? words[index + 1] : nil
        let endsPiece = next.map { $0.kind == .arrow || $0.isPause || $0.sentence != word.sentence } ?? true
        if vocabulary.isVerb(word) && word.kind == .hangul && endsPiece { current.statement = true }
        // "no willTerminate, no sceneDidDisconnect" denies; a list names.
        if denialEnds && vocabulary.negates(word) { return false }
        // In a whole answer, a bare English verb inside a phrase names a thing
        // (`main run loop`, `compact call banner`); a form that agrees
        // (`runs`, `called`, `is`) or a phrase that denies says something.
        let namesAThing =
          !denialEnds && word.kind == .latin && current.words > 1 && next.map { !$0.isPause } == true
          && !word.text.hasSuffix("s") && !word.text.hasSuffix("ed")
        if vocabulary.isVerb(word) && !namesAThing { current.verb = true }
        if !denialEnds && vocabulary.negates(word) { current.verb = true }
      }
    }
    close(last: true)
    guard pieces.count >= 4, !pieces.contains(where: { $0.statement || ($0.words >= 3 && $0.verb) }) else {
      return false
    }
    // A whole answer of noun phrases says nothing even when some are three
    // words (`iOS 27 SDK`); a sentence of them may be a note (`Identifiers,
    // the selected tab, scroll position`).
    let longest = denialEnds ? 2 : 3
    return pieces.filter { $0.words <= 2 || ($0.words <= longest && !$0.verb) }.count * 4 >= pieces.count * 3
  }
}

extension AnswerText.Word {
  var isPause: Bool {
    switch kind {
    case .pause: true
    case .latin, .hangul, .arrow: false
    }
  }

  /// Commas, `and`, `그리고` and the like between the names of a list.
  var isListGlue: Bool {
    switch kind {
    case .pause(let mark): ",/·".contains(mark)
    case .arrow: false
    case .latin: ["and", "then"].contains(text.lowercased())
    case .hangul: ["그리고", "및", "와", "과"].contains(text)
    }
  }
}
