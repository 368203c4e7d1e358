/// Grades a free answer by what it claims. Each key point lists ways to say
/// it; a way is *asserted* when one sentence holds its words (in any form the
/// tokenizer folds) and its callbacks (in any form the callback lexicon
/// knows), the clauses they sit in hold as many negations as the way itself
/// (`doesn't receive events` needs one, `receives no events` has it), and
/// callbacks it lists in an order come in that order. A way found with one
/// negation too many, or with its callbacks in reversed order, is a
/// contradiction, as is any of the point's known wrong beliefs asserted.
/// Words that carry nothing alone (`foreground`, `홈`) never count, and an
/// answer that is a bare list of names hits only points said wholly in names.
public struct ClaimGrader: Sendable {
  public struct Point: Hashable, Sendable {
    public let expressions: [String]
    public let contradictions: [String]
    /// The point says something does not happen: a way of saying it with no
    /// negation of its own needs one in the answer, and stated plainly
    /// contradicts the point.
    public let negative: Bool

    public init(expressions: [String], contradictions: [String] = [], negative: Bool = false) {
      self.expressions = expressions
      self.contradictions = contradictions
      self.negative = negative
    }
  }

  private let tokenizer: Tokenizer
  private let lexicon: GradingLexicon
  /// The generic words as the tokenizer folds them.
  private let genericTerms: Set<String>
  /// Each folded word of a synonym group, to the other words of its groups.
  private let synonyms: [String: Set<String>]

  public init(tokenizer: Tokenizer, lexicon: GradingLexicon) {
    self.tokenizer = tokenizer
    self.lexicon = lexicon
    genericTerms = Set(lexicon.generic.flatMap { tokenizer.words(in: $0).map { $0[0] } })
    var synonyms: [String: Set<String>] = [:]
    for group in lexicon.synonyms {
      // A one-word synonym only: a phrase would be a way of its own.
      let folded = group.compactMap { word in
        let words = tokenizer.words(in: word)
        return words.count == 1 ? words[0][0] : nil
      }
      for word in folded { synonyms[word, default: []].formUnion(folded.filter { $0 != word }) }
    }
    self.synonyms = synonyms
  }

  /// A question's points with every way of saying them read once, so many
  /// answers can be graded against them, or the reading done while the
  /// learner is still thinking.
  public struct Prepared: Sendable {
    struct Way: Sendable {
      let written: String
      let expression: Expression
      /// Holds Hangul, so it cannot be said in an answer without any.
      let isKorean: Bool
    }

    let points: [Point]
    let ways: [[Way]]
    let contradictions: [[Way]]
  }

  public func prepare(_ points: [Point]) -> Prepared {
    func read(_ written: String, synonyms: Bool) -> Prepared.Way {
      Prepared.Way(
        written: written, expression: compile(written, synonyms: synonyms),
        isKorean: written.unicodeScalars.contains(where: Tokenizer.isHangul))
    }
    // A known wrong belief is said in its own words: its synonyms would
    // find it in right answers ("deletes preserved state" is no "keeps
    // the state").
    return Prepared(
      points: points, ways: points.map { $0.expressions.map { read($0, synonyms: true) } },
      contradictions: points.map { $0.contradictions.map { read($0, synonyms: false) } })
  }

  /// `reference` is the order the core gives the question's callbacks (their
  /// families), against which stated orders are checked.
  public func grade(_ answer: String, points: [Point], reference: [String] = []) -> GradedAnswer {
    grade(answer, prepared: prepare(points), reference: reference)
  }

  public func grade(_ answer: String, prepared: Prepared, reference: [String] = []) -> GradedAnswer {
    let points = prepared.points
    let text = AnswerText(answer, vocabulary: lexicon)
    // A clause that says it is unsure claims nothing.
    let said = text.clauseTexts.map { lexicon.hedges($0) ? "" : $0 }
    let clauseWords = said.map { tokenizer.words(in: $0) }
    let clauses = said.indices.map {
      Clause(words: clauseWords[$0], text: said[$0], oppositePrefixes: lexicon.oppositePrefixes)
    }
    let whole = Clause(
      words: Array(clauseWords.joined()), text: said.joined(separator: " "),
      oppositePrefixes: lexicon.oppositePrefixes)
    let claims = text.orderClaims(lexicon)
    var sentences = [[Int]](repeating: [], count: text.sentenceCount)
    for word in text.words where sentences[word.sentence].last != word.clause {
      sentences[word.sentence].append(word.clause)
    }
    let reading = Reading(
      text: text, clauses: clauses, whole: whole,
      restrictingClauses: Set(text.words.filter(lexicon.restricts).map(\.clause)), claims: claims,
      mentions: text.mentions.filter { !said[$0.clause].isEmpty },
      sentenceClauses: sentences.map { Array(Set($0)).sorted() })
    // A Korean way cannot be said in an answer with no Korean in it.
    let hasHangul = answer.unicodeScalars.contains(where: Tokenizer.isHangul)
    let compiled = prepared.ways.map { ways in
      ways.filter { hasHangul || !$0.isKorean }.map { ($0.written, $0.expression) }
    }
    var outcomes: [PointOutcome] = []
    var doubtful: [Int: String] = [:]
    var loose: Set<Int> = []
    for index in points.indices {
      let (outcome, doubt, looseOnly) = outcome(
        of: points[index], compiled[index], prepared.contradictions[index].map(\.expression), in: reading)
      outcomes.append(outcome)
      if let doubt, outcome.isHit { doubtful[index] = doubt }
      if looseOnly { loose.insert(index) }
    }
    let orders = contradictedOrders(claims, reference: reference)
    for index in points.indices where outcomes[index].isHit {
      let families = Set(compiled[index].flatMap { $0.1.names.map(\.family) })
      if let order = orders.first(where: { families.contains($0.before) || families.contains($0.after) }) {
        outcomes[index] = .contradicted(said: order.before + " → " + order.after)
      }
    }
    let thin = points.indices.filter { index in
      outcomes[index].isHit
        && outcomes[index].ways.allSatisfy { way in
          compiled[index].first { $0.0 == way }.map {
            $0.1.names.isEmpty && $0.1.terms.count <= 1 && $0.1.negations == 0 && isPlainWord(way)
          }
            ?? false
        }
    }
    return GradedAnswer(
      points: outcomes, orders: orders, thin: Set(thin), loose: loose.filter { outcomes[$0].isHit },
      doubtful: doubtful)
  }

  /// An everyday word (`queue`, `싱글턴`), not an identifier
  /// (`isProtectedDataAvailable`, `@main`) or a figure (`30초`).
  private func isPlainWord(_ way: String) -> Bool {
    let word = Self.unmarked(way).filter { !$0.isWhitespace }
    return !word.contains { $0.isNumber || "@_.:".contains($0) } && !word.dropFirst().contains(where: \.isUppercase)
  }

  /// The marks before a way: `+` says a negative point plainly, `=` keeps
  /// it to one clause.
  private static func marks(_ way: String) -> Substring {
    way.drop(while: \.isWhitespace).prefix { $0 == "+" || $0 == "=" }
  }

  /// A way without its marks: the words it is looked for by.
  private static func unmarked(_ way: String) -> Substring {
    way.drop(while: \.isWhitespace).dropFirst(marks(way).count)
  }

  /// Whether a way of saying a point could be hit by words that carry
  /// nothing alone; content lint rejects such ways.
  public func isGeneric(_ expression: String) -> Bool {
    compile(expression).isGeneric
  }

  /// How many negations a way of saying carries itself (`runs no code`: one).
  public func negations(in expression: String) -> Int {
    compile(expression).negations
  }

  /// The way is callback names and order words only ("willResignActive
  /// then didEnterBackground").
  public func isOnlyNames(_ expression: String) -> Bool {
    let compiled = compile(expression)
    return compiled.terms.isEmpty && !compiled.names.isEmpty
  }

  /// The callbacks a way of saying names, by family.
  public func names(in expression: String) -> [String] {
    compile(expression).names.map(\.family)
  }

  // MARK: - Points

  private struct Reading {
    let text: AnswerText
    let clauses: [Clause]
    /// Every clause's words together: a word it lacks is in no clause.
    let whole: Clause
    /// Clauses that say "only" (`only`, `didBecomeActive만`, `뿐`).
    let restrictingClauses: Set<Int>
    let claims: [AnswerText.OrderClaim]
    /// The names the answer says, outside the clauses that say they are unsure.
    let mentions: [AnswerText.Mention]
    /// The clauses of each sentence, in order.
    let sentenceClauses: [[Int]]
  }

  /// The point's outcome, and the answer's words that put a hit in doubt:
  /// another way of saying the point, a phrase or a name, negated or
  /// reversed there.
  private func outcome(
    of point: Point, _ ways: [(String, Expression)], _ contradictions: [Expression], in reading: Reading
  ) -> (PointOutcome, doubt: String?, loose: Bool) {
    for wrong in contradictions {
      if case .asserted(let clauses, _, _) = find(wrong, in: reading),
        !wrong.restricts || clauses.contains(where: { reading.restrictingClauses.contains($0) })
      {
        return (.contradicted(said: said(clauses, reading)), nil, false)
      }
    }
    // A bare list of names says only what a point of names says.
    let isListOfNames = ways.allSatisfy { $0.1.terms.isEmpty && !$0.1.names.isEmpty }
    if reading.text.isBareList && !isListOfNames { return (.missed, nil, false) }
    var hits: [String] = []
    var fullHit = false
    var contradiction: PointOutcome?
    var doubt: String?
    for (expression, compiled) in ways {
      if reading.text.isBareList && compiled.names.count != 1 { continue }
      // A sentence that is a bare list, in an answer that says more, is read
      // as the whole answer would be if it were that list.
      let listed = isListOfNames && compiled.names.count == 1 ? [] : reading.text.bareListSentences
      // Only a phrase or a name said the other way round puts a hit in doubt.
      let weighty = !compiled.names.isEmpty || compiled.terms.count >= 2
      switch find(
        compiled, in: reading, negative: point.negative, loose: true, orderInClause: true, skipping: listed)
      {
      case .asserted(_, let contrary, let loose):
        hits.append(expression)
        fullHit = fullHit || !loose
        if doubt == nil, weighty, let contrary { doubt = said(contrary, reading) }
      case .negated(let clauses), .reversed(let clauses):
        contradiction = contradiction ?? .contradicted(said: said(clauses, reading))
        if doubt == nil && weighty { doubt = said(clauses, reading) }
      case .absent: break
      }
    }
    if !hits.isEmpty { return (.hit(hits), doubt, !fullHit) }
    return (contradiction ?? .missed, nil, false)
  }

  private func said(_ clauses: [Int], _ reading: Reading) -> String {
    let quotes = reading.text.clauseQuotes
    return clauses.sorted().map { quotes[$0] }.joined(separator: " … ")
  }

  // MARK: - Expressions

  struct Expression: Sendable {
    /// The tokenizer's terms of each word that is not part of a callback name.
    let terms: [[String]]
    /// Each of those words as written, lowercased, to forgive a typo in it.
    let spellings: [String]
    /// Each of those words' synonyms, folded.
    let alternatives: [Set<String>]
    let names: [CallbackName]
    let negations: Int
    let isGeneric: Bool
    /// `+` before a negative point's way: it says the point as written
    /// (`+Suspended 멈춰 있`), no negation needed.
    let saysNegativePlainly: Bool
    /// `=` before a way: said within one clause, never gathered from a
    /// sentence's clauses (`=switches to the default mode`, where "timers
    /// live in the tracking mode" stands in the next clause).
    let inOneClause: Bool
    /// The way as written, trimmed.
    let written: String
    /// Says "only" (`didBecomeActive만 호출`): a wrong belief so written is
    /// not said by an answer that does not.
    let restricts: Bool
    /// Order words that stand next to one of the way's names ("after
    /// didEnterBackground", "didEnterBackground 끝난 뒤"): the answer must say
    /// them on the same side of that name, nearby.
    let cues: [Cue]

    struct Cue: Sendable {
      let word: String
      var isKorean: Bool { word.unicodeScalars.first.map(Tokenizer.isHangul) ?? false }
      /// Index into `names`.
      let name: Int
      /// The word comes before the name.
      let leads: Bool
    }
  }

  /// Words between an order word and the name it belongs to, at most.
  private static let cueReach = 3

  private func compile(_ expression: String, synonyms useSynonyms: Bool = true) -> Expression {
    let text = AnswerText(expression, vocabulary: lexicon)
    var covered = Set<Int>()
    for mention in text.mentions { covered.formUnion(mention.first...mention.last) }
    let rest = text.words.indices.filter { !covered.contains($0) }.map { text.words[$0] }
      .filter { $0.kind == .latin || $0.kind == .hangul }
    // Negations are counted, not looked up as words.
    var terms: [[String]] = []
    var spellings: [String] = []
    for word in rest where !lexicon.negates(word) {
      for group in tokenizer.words(in: word.text) {
        terms.append(group)
        spellings.append(word.text.lowercased())
      }
    }
    let negations = text.negations.reduce(0, +)
    // `foreground` or `없습니다` alone says nothing; `no events` and
    // `Inactive is in the foreground` do.
    let content = tokenizer.words(in: rest.filter { !lexicon.negates($0) }.map(\.text).joined(separator: " "))
    let generic =
      text.mentions.isEmpty
      && (content.isEmpty
        ? negations > 0 : negations == 0 && content.count == 1 && genericTerms.contains(content[0][0]))
    var cues: [Expression.Cue] = []
    for (index, word) in text.words.enumerated() where lexicon.ordersNames(word.text) {
      let near = text.mentions.indices.filter {
        index < text.mentions[$0].first
          ? text.mentions[$0].first - index <= Self.cueReach : index - text.mentions[$0].last <= Self.cueReach
      }
      // One name only: between two names the word orders them, which `order(of:)` checks.
      guard near.count == 1, let name = near.first else { continue }
      cues.append(.init(word: word.text.lowercased(), name: name, leads: index < text.mentions[name].first))
    }
    return Expression(
      terms: terms, spellings: spellings,
      // A synonym that is another of the way's own words would let one word
      // of the answer stand for two (`suspended code frozen`).
      alternatives: terms.map {
        useSynonyms
          ? (synonyms[$0[0]] ?? []).union(KoreanConjugation.forms(of: $0[0])).subtracting(terms.map { $0[0] }) : []
      },
      names: text.mentions.map(\.name), negations: negations, isGeneric: generic,
      saysNegativePlainly: Self.marks(expression).contains("+"),
      inOneClause: Self.marks(expression).contains("="),
      written: String(expression.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()),
      restricts: text.words.contains(where: lexicon.restricts), cues: cues)
  }

  /// Each of the way's order words, or one that orders the same way, stands
  /// near its name in the answer's sentence, an English one on the same side:
  /// "after didEnterBackground" is not said by "by the time
  /// didEnterBackground runs … after a cold launch". Korean word order puts
  /// the cue after the name, but "들어가고 나서, didEnterBackground 리턴되고"
  /// says the same, so there only nearness counts.
  private func keepsCues(_ expression: Expression, sentence: Int, _ reading: Reading) -> Bool {
    expression.cues.allSatisfy { cue in
      let words = reading.text.words
      return reading.text.mentions.contains { mention in
        guard mention.sentence == sentence, mention.name.agrees(with: expression.names[cue.name]) else { return false }
        let before = max(0, mention.first - Self.cueReach - 1)..<mention.first
        let after = (mention.last + 1)..<min(words.count, mention.last + Self.cueReach + 2)
        let sides =
          words[mention.first].kind == .hangul || cue.isKorean ? [before, after] : [cue.leads ? before : after]
        return sides.contains { side in
          side.contains { words[$0].sentence == sentence && lexicon.ordersAlike(words[$0].text, cue.word) }
        }
      }
    }
  }

  private enum Finding {
    /// Said; `contrary`: another sentence says it the other way round;
    /// `loose`: said only without one of its words.
    case asserted([Int], contrary: [Int]?, loose: Bool = false)
    case negated([Int])
    case reversed([Int])
    case absent
  }

  /// With `loose`, a way of four words or more is also said by a sentence
  /// holding all but one of them, unless that one orders names (`before`):
  /// answers paraphrase, and the point it hits is left at *hard*.
  private func find(
    _ expression: Expression, in reading: Reading, negative: Bool = false, loose: Bool = false,
    orderInClause: Bool = false, skipping skipped: Set<Int> = []
  ) -> Finding {
    // A negative point's plain way ("sceneDidDisconnect") is said by negating it.
    let needed =
      expression.negations + (negative && expression.negations == 0 && !expression.saysNegativePlainly ? 1 : 0)
    // Said plainly where the point needs it negated: only a name or a
    // phrase contradicts; one word might be about anything.
    let plainContradicts = needed > expression.negations && (!expression.names.isEmpty || expression.terms.count >= 2)
    guard !expression.isGeneric else { return .absent }
    if expression.terms.isEmpty && expression.names.isEmpty {
      // Only words search ignores (`UIKit`, `@main`): looked for as written.
      let plain = Self.unmarked(expression.written).lowercased()
      guard !plain.isEmpty else { return .absent }
      let listed = Set(skipped.flatMap { reading.sentenceClauses[$0] })
      let clauses = reading.text.clauseTexts.indices.filter {
        !listed.contains($0) && ByteSearch.contains(reading.text.clauseTexts[$0].lowercased(), plain)
      }
      if clauses.contains(where: { reading.text.negations[$0] % 2 == 0 }) { return .asserted(clauses, contrary: nil) }
      return clauses.isEmpty ? .absent : .negated(clauses)
    }
    // Most ways are not said at all: a word or a name the whole answer
    // lacks rules the way out before any sentence is read.
    let lacking = expression.terms.indices.filter {
      !reading.whole.holds(expression.terms[$0], spelled: expression.spellings[$0], or: expression.alternatives[$0])
    }
    guard
      lacking.isEmpty
        || (loose && expression.terms.count >= 5 && lacking.count == 1
          && !lexicon.ordersNames(expression.spellings[lacking[0]])),
      expression.names.allSatisfy({ name in reading.mentions.contains { $0.name.agrees(with: name) } })
    else { return .absent }
    let text = reading.text
    // The first sentence that says the way, and the first that says it
    // the other way round (a sentence that says it both ways says it).
    var asserted: [Int]?
    var looselyAsserted: [Int]?
    var contrary: [Int]?
    for sentence in 0..<text.sentenceCount where !skipped.contains(sentence) {
      let sentenceClauses = reading.sentenceClauses[sentence]
      // Which clause holds which of the way's words, looked up once.
      let holds = sentenceClauses.map { clause in
        expression.terms.indices.map {
          reading.clauses[clause].holds(
            expression.terms[$0], spelled: expression.spellings[$0], or: expression.alternatives[$0])
        }
      }
      let missing = expression.terms.indices.filter { term in !holds.contains { $0[term] } }
      guard
        missing.isEmpty
          || (loose && expression.terms.count >= 5 && missing.count == 1
            && !lexicon.ordersNames(expression.spellings[missing[0]]))
      else { continue }
      // Try each clause holding most of the way's words as the one it is said
      // in: its words come from there where it holds them, else from the
      // clause holding most. A clause holding fewer would only lend the way
      // its negation ("안전하기 때문에 … 문제는 없습니다").
      let most = holds.map { $0.filter { $0 }.count }.max() ?? 0
      let anchors =
        expression.terms.isEmpty
        ? [nil] : sentenceClauses.indices.filter { holds[$0].filter { $0 }.count == most }.map(Optional.some)
      var saidHere: [Int]?
      var contraryHere: [Int]?
      anchoring: for anchor in anchors {
        guard
          let clauses = place(
            expression, anchor: anchor, among: sentenceClauses, holds: holds, sentence: sentence, reading,
            skipping: skipped)
        else { continue }
        if !expression.cues.isEmpty && !keepsCues(expression, sentence: sentence, reading) { continue }
        switch order(of: expression.names, reading) {
        case .reversed:
          if missing.isEmpty { return .reversed(clauses) }
          continue
        case .unclear: continue
        case .along: break
        }
        // A way with no negation of its own, spread over clauses that each
        // negate once ("nothing for suspended, so no phase for it"), is
        // negated once, not twice.
        let negated = clauses.filter { text.negations[$0] % 2 == 1 }.count
        let spread =
          expression.negations == 0 && clauses.count > 1 && negated == clauses.count
          ? 1 : clauses.reduce(0) { $0 + text.negations[$1] }
        let extra = spread - needed
        // A point's order said in words ("인식기가 터치를 먼저") is about what
        // its own clause says first, and a way marked `=` is said in one
        // clause: read across clauses, neither is said.
        let ordered = clauses.sorted()
        let joinedByPhrase = zip(ordered, ordered.dropFirst()).allSatisfy { before, after in
          after == before + 1 && text.phraseClauses.contains(after)
        }
        let oneClauseSpread =
          clauses.count > 1 && !joinedByPhrase
          && (expression.inOneClause
            || orderInClause && expression.names.isEmpty && expression.spellings.contains(where: lexicon.ordersNames))
        // A negation in a condition ("씬 안 쓰면", "if it doesn't return")
        // is about the condition, not a claim: a way that negates nothing
        // itself is read without it. When what follows the condition is
        // unsure ("짝이 안 맞으면 어떻게 되는지는 잘 모르겠습니다"), the way
        // is neither said nor denied there.
        let conditions = clauses.filter { text.conditionalClauses.contains($0) && text.negations[$0] > 0 }
        if extra > 0 && expression.negations == 0 && !conditions.isEmpty {
          let conditional = conditions.reduce(0) { $0 + text.negations[$1] }
          let unsure = conditions.contains {
            sentenceClauses.contains($0 + 1) && lexicon.hedges(text.clauseTexts[$0 + 1])
          }
          guard !unsure && extra >= conditional && (extra - conditional) % 2 == 0 && !oneClauseSpread else { continue }
          saidHere = clauses
          break anchoring
        }
        if extra >= 0 && extra % 2 == 0 && !oneClauseSpread {
          saidHere = clauses
          break anchoring
        }
        // Spread over clauses of which only some negate, the way is denied
        // only when its last clause is ("…때문에 복원할 수 없습니다"); a
        // negation before it is about another part of the sentence
        // ("suspended apps get nothing, and are terminated first"). What
        // is said only within one clause is not denied across clauses either.
        let mixed =
          extra > 0 && clauses.count > 1 && negated < clauses.count
          && clauses.max().map { text.negations[$0] % 2 == 0 } == true
        if missing.isEmpty, contraryHere == nil, !mixed, !oneClauseSpread,
          extra > 0 || (extra == -1 && plainContradicts)
        {
          contraryHere = clauses
        }
      }
      if let saidHere, missing.isEmpty {
        asserted = asserted ?? saidHere
      } else if let saidHere {
        looselyAsserted = looselyAsserted ?? saidHere
      } else if let contraryHere {
        contrary = contrary ?? contraryHere
      }
    }
    if let asserted { return .asserted(asserted, contrary: contrary) }
    if let contrary { return .negated(contrary) }
    if let looselyAsserted { return .asserted(looselyAsserted, contrary: nil, loose: true) }
    return .absent
  }

  private enum OrderStatus {
    case along
    case reversed
    case unclear
  }

  /// The clauses a way's words and names sit in, when the sentence holds
  /// them all; nil when it does not. `holds[i][t]`: clause `clauses[i]`
  /// holds the way's word `t`; `anchor` is an index into `clauses`.
  private func place(
    _ expression: Expression, anchor: Int?, among clauses: [Int], holds: [[Bool]], sentence: Int, _ reading: Reading,
    skipping skipped: Set<Int>
  ) -> [Int]? {
    var used: Set<Int> = []
    let ranked = clauses.indices.sorted { holds[$0].filter { $0 }.count > holds[$1].filter { $0 }.count }
    for term in expression.terms.indices {
      if let anchor, holds[anchor][term] {
        used.insert(clauses[anchor])
        continue
      }
      guard let index = ranked.first(where: { holds[$0][term] }) else { continue }
      used.insert(clauses[index])
    }
    for name in expression.names {
      guard
        let mention = reading.mentions.first(where: {
          $0.name.agrees(with: name)
            && (expression.terms.isEmpty ? !skipped.contains($0.sentence) : $0.sentence == sentence)
        })
      else { return nil }
      used.insert(mention.clause)
    }
    return Array(used)
  }

  /// Each pair of the names in the answer's order: said so (`then`, an
  /// arrow, or simply one after the other), said the other way round with a
  /// word or an arrow, or neither.
  private func order(of names: [CallbackName], _ reading: Reading) -> OrderStatus {
    var status = OrderStatus.along
    for (first, second) in zip(names, names.dropFirst()) where first.family != second.family {
      let alongClaims = reading.claims.filter { $0.before.agrees(with: first) && $0.after.agrees(with: second) }
      let against = reading.claims.contains {
        $0.explicit && $0.before.agrees(with: second) && $0.after.agrees(with: first)
      }
      // An order said in words outweighs two names that merely stand in
      // turn ("didEnterBackground에서 저장해요. … willResignActive가 먼저
      // 호출되고 didEnterBackground가").
      if against && !alongClaims.contains(where: \.explicit) { return .reversed }
      if !alongClaims.isEmpty { continue }
      let firstAt = reading.text.mentions.first { $0.name.agrees(with: first) }?.first ?? Int.max
      let secondAt = reading.text.mentions.first { $0.name.agrees(with: second) }?.first ?? Int.min
      if firstAt > secondAt { status = .unclear }
    }
    return status
  }

  /// Explicit orders the reference calls the other way round: every call of
  /// the first comes after every call of the second.
  private func contradictedOrders(_ claims: [AnswerText.OrderClaim], reference: [String]) -> [OrderContradiction] {
    var found: [OrderContradiction] = []
    for claim in claims where claim.explicit {
      let firsts = reference.indices.filter { reference[$0] == claim.before.family }
      let seconds = reference.indices.filter { reference[$0] == claim.after.family }
      guard let earliest = firsts.min(), let latest = seconds.max(), earliest > latest else { continue }
      let order = OrderContradiction(before: claim.before.family, after: claim.after.family)
      if !found.contains(order) { found.append(order) }
    }
    return found
  }
}
