import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// Ranks all content of one language against a question typed in words.
/// Scoring is BM25F: a word counts more when it is rare in the content, when
/// it sits in a name or title rather than in body text, and when the field it
/// is in is short; a page or interview question counts more than an example,
/// and a hit whose page also matches through its questions and traps counts
/// more than a lone one.
public struct SearchIndex: Sendable {
  public let documents: [SearchDocument]
  let tokenizer: Tokenizer
  private let aliases: [[[String]]]
  /// Per term: the documents that hold it, with its count field by field
  /// (by raw value: a value, not a dictionary, so it allocates less).
  private let postings: SearchPostings
  /// Per document: each field's length in terms.
  private let lengths: [PerField]
  private let averageLengths: PerField

  /// A number per field, at the field's raw value.
  typealias PerField = SIMD8<Double>

  /// A document that holds a term, and how often in each field.
  struct Posting {
    let document: Int
    let counts: PerField
  }

  /// Saturation: how fast repeats of a word stop adding. Above the usual 1.2,
  /// so a page that keeps coming back to a word beats a short text that says
  /// it once in passing.
  static let k1 = 2.0
  /// A phrase found through the alias table counts a word, shared among its terms.
  static let aliasWeight = 1.0
  /// The weight of a weak word of the vocabulary ("user", "gets") in a query.
  static let weakWeight = 0.25
  /// How much more a document counts when the query is exactly its name.
  static let exactNameBonus = 3.0
  /// How much more it counts when the query begins one of its names, as a
  /// name typed in part or misspelled at the end does (`willResignActiv`).
  static let namePrefixBonus = 1.5
  /// A name that is one word of a longer query.
  static let namedInSentenceBonus = 2.0
  /// A sentence that names this many pages or more lists them (`Inactive,
  /// Active, Background, Suspended`): none of them is its subject alone.
  static let listedPages = 3
  /// The fewest letters a typed beginning needs to count as a name.
  static let namePrefixLength = 5
  /// The fewest syllables a Korean word needs to count as a name (`스레드`);
  /// shorter ones (`상태`, `종료`) are words of most questions.
  static let hangulNameLength = 3
  /// Phrases held together by at most this many documents are ones the
  /// content barely uses.
  static let rare = 2
  /// Two typed words the content writes as one (`life cycle`) also count
  /// as the joined word, at this weight: it is the same meaning again.
  static let compoundWeight = 0.5
  /// How much a page's other documents lift each of them: a hit is weighed
  /// by the share of the best page's summed score its own page has, to
  /// this power.
  static let pageWeight = 0.2
  /// At most this many callbacks go first when the question asks for one.
  static let callbacksFirst = 2

  /// An index read back from the cache, with the numbers it was built with.
  init(
    documents: [SearchDocument], tokenizer: Tokenizer, aliases: [[[String]]], postings: SearchPostings,
    lengths: [PerField], averageLengths: PerField
  ) {
    self.documents = documents
    self.tokenizer = tokenizer
    self.aliases = aliases
    self.postings = postings
    self.lengths = lengths
    self.averageLengths = averageLengths
  }

  private static func tokenized(_ aliases: SearchAliases, _ tokenizer: Tokenizer) -> [[[String]]] {
    aliases.groups.map { group in group.map { tokenizer.tokens(in: $0) }.filter { !$0.isEmpty } }
  }

  /// What the cache stores: the numbers beside the documents.
  var numbers: (postings: SearchPostings, lengths: [PerField], averageLengths: PerField, aliases: [[[String]]]) {
    (postings, lengths, averageLengths, aliases)
  }

  public init(documents: [SearchDocument], tokenizer: Tokenizer, aliases: SearchAliases) {
    self.documents = documents
    self.tokenizer = tokenizer
    self.aliases = Self.tokenized(aliases, tokenizer)
    var postings: [String: [Posting]] = [:]
    var lengths: [PerField] = []
    var sums = PerField()
    var holders = PerField()
    var memo = TokenMemo()
    lengths.reserveCapacity(documents.count)
    for document in documents {
      var termCounts: [String: PerField] = [:]
      var fieldLengths = PerField()
      for (field, text) in document.fields {
        for term in tokenizer.words(in: text, memo: &memo).joined() {
          termCounts[term, default: PerField()][field.rawValue] += 1
          fieldLengths[field.rawValue] += 1
        }
      }
      sums += fieldLengths
      holders += PerField().replacing(with: 1, where: fieldLengths .> 0)
      for (term, values) in termCounts {
        postings[term, default: []].append(Posting(document: lengths.count, counts: values))
      }
      lengths.append(fieldLengths)
    }
    // Kept as the cache keeps them, so a built index and one read back
    // look words up the same way.
    self.postings = SearchPostings(encoding: postings, documentCount: documents.count)
    self.lengths = lengths
    let one = PerField(repeating: 1)
    averageLengths = pointwiseMax(one, sums / pointwiseMax(one, holders))
  }

  /// The documents that match, best first.
  public func search(_ query: String, limit: Int) -> [SearchResult] {
    let terms = queryTerms(query)
    guard !terms.isEmpty else { return [] }
    let typedName = Self.nameKey(query)
    // A Korean name is compared without its particle (`스레드의`).
    let typedWords = Self.typedWords(query).union(
      tokenizer.words(in: query).map { $0[0] }.filter { Self.isHangul($0) && $0.count >= Self.hangulNameLength }
    )
    // In one fixed order, so a score is the same sum in every process.
    let ordered = terms.sorted { $0.key < $1.key }
    var scores = [Double](repeating: 0, count: documents.count)
    for (term, weight) in ordered {
      guard let list = postings.list(term) else { continue }
      let rarity = idf(term)
      for posting in list {
        let fields = posting.counts
        var frequency = 0.0
        for field in SearchField.allCases where fields[field.rawValue] > 0 {
          let length = lengths[posting.document][field.rawValue]
          let b = field.lengthNormalization
          let normalization = 1 - b + b * length / averageLengths[field.rawValue]
          frequency += field.weight * fields[field.rawValue] / normalization
        }
        scores[posting.document] += weight * rarity * frequency * (Self.k1 + 1) / (frequency + Self.k1)
      }
    }
    let named = namedPages(typedWords)
    var scored: [(index: Int, score: Double)] = []
    for index in documents.indices {
      let score = scores[index]
      guard score > 0 else { continue }
      // A query that is exactly a document's name (`생명주기` for the states
      // page) means that document.
      let bonus = nameBonus(documents[index], typedName, typedWords, named)
      scored.append((index, score * documents[index].kind.prior * bonus))
    }
    scored = gathered(scored)
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    let asked = callbacksAsked(terms)
    if !asked.isEmpty {
      let first = scored.filter { asked.contains($0.index) }.prefix(Self.callbacksFirst)
      scored = first + scored.filter { hit in !first.contains { $0.index == hit.index } }
    }
    // Snippets tokenize whole pages; one memo spares the words they share.
    var memo = TokenMemo()
    return scored.prefix(max(0, limit)).map { hit in
      SearchResult(
        document: documents[hit.index], score: hit.score, snippet: snippet(documents[hit.index], terms, &memo))
    }
  }

  /// When the question asks for a callback ("the method called when the app
  /// goes to the background"), the callbacks that hold every other word it
  /// types that says something (not weak, and not in half the documents),
  /// at least two of them, one in the callback's name: they answer it,
  /// where a long page only talks about it.
  private func callbacksAsked(_ terms: [String: Double]) -> Set<Int> {
    guard !tokenizer.callbackIntentTerms.isDisjoint(with: terms.keys) else { return [] }
    let typed = terms.filter { $0.value >= 1 }.keys.filter { term in
      !tokenizer.callbackIntentTerms.contains(term) && !tokenizer.weakTerms.contains(term)
    }
    let said = typed.compactMap { postings.list($0) }.filter { $0.count * 2 < documents.count }
    guard said.count >= 2 else { return [] }
    var holders = Set(documents.indices.filter { documents[$0].kind == .callback })
    var named: Set<Int> = []
    for list in said {
      holders.formIntersection(list.map(\.document))
      named.formUnion(list.filter { $0.counts[SearchField.name.rawValue] > 0 }.map(\.document))
    }
    return holders.intersection(named)
  }

  /// Each hit weighed by what its page gathers: when a page's text, its
  /// interview questions and its traps all match, the page is more likely
  /// the subject than a lone match elsewhere. A document with no page
  /// stands alone.
  private func gathered(_ hits: [(index: Int, score: Double)]) -> [(index: Int, score: Double)] {
    var sums: [String: Double] = [:]
    for hit in hits {
      if let page = documents[hit.index].page { sums[page, default: 0] += hit.score }
    }
    guard let most = sums.values.max(), most > 0 else { return hits }
    return hits.map { hit in
      let gathered = documents[hit.index].page.flatMap { sums[$0] } ?? hit.score
      return (hit.index, hit.score * CMath.power(min(1, gathered / most), Self.pageWeight))
    }
  }

  /// How many pages the query's words name, counting a document with no
  /// page as its own.
  private func namedPages(_ typedWords: Set<String>) -> Int {
    Set(documents.filter { !$0.names.isDisjoint(with: typedWords) }.map { $0.page ?? $0.id }).count
  }

  private func nameBonus(
    _ document: SearchDocument, _ typedName: String, _ typedWords: Set<String>, _ namedPages: Int
  ) -> Double {
    if document.names.contains(typedName) { return Self.exactNameBonus }
    if typedName.count >= Self.namePrefixLength, document.names.contains(where: { $0.hasPrefix(typedName) }) {
      return Self.namePrefixBonus
    }
    // A sentence that names the document as one of its words
    // ("What is AppDelegate?") is about it.
    if !document.names.isDisjoint(with: typedWords) {
      return namedPages >= Self.listedPages ? 1 : Self.namedInSentenceBonus
    }
    return 1
  }

  /// The query's words as names are compared: each word between spaces,
  /// without the punctuation around it, when long enough to be a name.
  static func typedWords(_ query: String) -> Set<String> {
    var words: Set<String> = []
    for var piece in query.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      // A bracket opened right after a Korean word (`상태(Inactive,`) starts the name.
      if let open = piece.firstIndex(of: "("), open > piece.startIndex, !piece[piece.index(before: open)].isASCII {
        piece = piece[piece.index(after: open)...]
      }
      let trimmed = piece.trimmingPrefix(while: { "\"'`(".contains($0) })
      // A Korean particle after a name (`sceneDidDisconnect는`) is not part of it.
      let startsLatin = trimmed.first?.isASCII ?? false
      var word = startsLatin ? trimmed.prefix { $0.isASCII } : Substring(trimmed)
      // A bracket closes around it (`Suspended)에서`) unless it ends a selector.
      while let last = word.last, "?!.,;:\"'`".contains(last) || (last == ")" && !word.contains("(")) {
        word = word.dropLast()
      }
      // A method written as called (`didReceiveMemoryWarning()`).
      if word.hasSuffix("()") { word = word.dropLast(2) }
      let key = nameKey(String(word))
      if key.count >= Self.namePrefixLength { words.insert(key) }
    }
    return words
  }

  /// The query's terms with their weights. When the query contains a
  /// phrase of the alias table that the content barely uses (`force quit`),
  /// the other phrases of its group join the query, each weighing a word
  /// shared among its terms; phrases the content already uses need no help.
  /// A phrase of the group that more documents hold than the typed one
  /// (`reboot` for `restart`) joins either way: it is the content's word.
  func queryTerms(_ query: String) -> [String: Double] {
    // A typed word counts once in full; the pieces it also gives (camel-case
    // parts, syllable pairs) share half a word, so `UIKit` is not two words.
    let words = tokenizer.words(in: query)
    var terms: [String: Double] = [:]
    for word in words {
      for (position, term) in word.enumerated() {
        let weight = position == 0 ? 1 : 0.5 / Double(word.count - 1)
        terms[term] = max(terms[term] ?? 0, weight)
      }
    }
    for word in words where !postings.contains(word[0]) {
      for (term, weight) in standIns(for: word[0]) { terms[term] = max(terms[term] ?? 0, weight) }
    }
    for compound in compounds(query) { terms[compound] = max(terms[compound] ?? 0, Self.compoundWeight) }
    // Words that say little in a question ("user", "gets") count a quarter.
    for term in terms.keys where tokenizer.weakTerms.contains(term) {
      terms[term] = (terms[term] ?? 0) * Self.weakWeight
    }
    let present = Set(words.joined())
    for group in aliases {
      let typed = group.filter { phrase in phrase.allSatisfy(present.contains) }
      guard !typed.isEmpty else { continue }
      let rare = typed.contains { holders($0) <= Self.rare }
      let held = typed.map(holders).max() ?? 0
      for phrase in group where !typed.contains(phrase) && (rare || holders(phrase) > held) {
        for term in phrase { terms[term] = max(terms[term] ?? 0, Self.aliasWeight / Double(phrase.count)) }
      }
    }
    return terms
  }

  /// Terms of the content that stand in for a typed word the content never
  /// uses: a Korean word with an ending the vocabulary lacks (`꺼지도록`)
  /// stands for its longest beginning the content has (`꺼지`); a name typed
  /// in part (`willFinish`) for the longer names it begins.
  func standIns(for term: String) -> [String: Double] {
    let scalars = Array(term.unicodeScalars)
    if Self.isHangul(term) {
      for length in stride(from: scalars.count - 1, through: 2, by: -1) {
        let beginning = String(String.UnicodeScalarView(scalars[0..<length]))
        if postings.contains(beginning) { return [beginning: 1] }
      }
      return [:]
    }
    guard scalars.count >= Self.namePrefixLength else { return [:] }
    let longer = postings.terms(beginning: term).filter { $0.hasPrefix(term) }
    guard !longer.isEmpty, longer.count <= 3 else { return [:] }
    return Dictionary(uniqueKeysWithValues: longer.map { ($0, 1 / Double(longer.count)) })
  }

  /// Two typed words the content writes as one: `life cycle` is also
  /// `lifecycle`, `view controller` also `viewController`, `메인 스레드` also
  /// `메인스레드`. Only joins the content uses count.
  func compounds(_ query: String) -> [String] {
    let pieces = query.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    var result: [String] = []
    for index in pieces.indices.dropLast() {
      let before = tokenizer.words(in: pieces[index])
      let after = tokenizer.words(in: pieces[index + 1])
      let joined = tokenizer.words(in: pieces[index] + pieces[index + 1])
      // The last word of one and the first of the next become one word.
      guard let left = before.last?[0], let right = after.first?[0], joined.count == before.count + after.count - 1
      else { continue }
      let term = joined[before.count - 1][0]
      guard postings.contains(term), term != left, term != right else { continue }
      result.append(term)
    }
    return result
  }

  /// How many documents hold every term of `phrase`: `building blocks` is
  /// rare as a phrase though `block` is not.
  func holders(_ phrase: [String]) -> Int {
    var common: Set<Int>?
    for term in phrase {
      let holding = Set((postings.list(term) ?? []).map(\.document))
      common = common.map { $0.intersection(holding) } ?? holding
    }
    return common?.count ?? 0
  }

  static func isHangul(_ term: String) -> Bool {
    term.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
  }

  /// A name as compared with a whole query: lowercased, without spaces,
  /// hyphens and underscores; a selector keeps its argument list.
  static func nameKey(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  private func idf(_ term: String) -> Double {
    let count = Double(postings.holderCount(term))
    let total = Double(documents.count)
    return CMath.logOnePlus((total - count + 0.5) / (count + 0.5))
  }

  /// The line with the most (and rarest) query words, split into words
  /// with the matching ones marked.
  private func snippet(
    _ document: SearchDocument, _ terms: [String: Double], _ memo: inout TokenMemo
  ) -> [SearchSnippetWord] {
    var best: (line: String, score: Double)?
    let lines = document.lines()
    let stored = document.lineTerms()
    // A line stored as term numbers is matched by number, without tokenizing it.
    var numbered: [Int: String] = [:]
    if !stored.isEmpty {
      for term in terms.keys { if let number = postings.entry(term) { numbered[number] = term } }
    }
    for (index, line) in lines.enumerated() {
      // Summed in one order: a Set's order differs between equal sets, and
      // so would the last bit of the sum and the line a tie picks.
      let found: [String]
      if index < stored.count, let numbers = stored[index] {
        found = numbers.compactMap { numbered[$0] }.sorted()
      } else {
        found = Set(tokenizer.words(in: line, memo: &memo).joined()).filter { terms[$0] != nil }.sorted()
      }
      let score = found.reduce(0) { $0 + idf($1) * (terms[$1] ?? 0) }
      if score > (best?.score ?? 0) { best = (line, score) }
    }
    let line = best?.line ?? lines.first ?? ""
    return line.split(separator: " ").map { word in
      SearchSnippetWord(
        text: String(word), matched: tokenizer.tokens(in: String(word)).contains { terms[$0] != nil })
    }
  }

  /// Per line, the numbers of its distinct terms in the table, for the
  /// cache; nil for a line with a term the table lacks, which a snippet
  /// tokenizes again.
  func lineTerms(_ lines: [String], memo: inout TokenMemo) -> [[Int]?] {
    lines.map { line in
      var numbers: [Int] = []
      for term in Set(tokenizer.words(in: line, memo: &memo).joined()) {
        guard let number = postings.entry(term) else { return nil }
        numbers.append(number)
      }
      return numbers.sorted()
    }
  }
}

/// A word of a snippet, and whether it matched the query.
public struct SearchSnippetWord: Hashable, Sendable {
  public let text: String
  public let matched: Bool
}

extension SearchIndex {
  /// The index of all content in `language`, from the resource folders.
  public static func build(
    contentFolder: LocalPath, localizationFolder: LocalPath, language: Language,
    eventMeaning: @escaping (EventKind) -> String
  ) throws(ContentError) -> SearchIndex {
    try build(
      library: try ContentLibrary(folder: contentFolder), contentFolder: contentFolder,
      localizationFolder: localizationFolder, language: language,
      tokenizer: try SearchVocabulary.tokenizer(localizationFolder: localizationFolder), eventMeaning: eventMeaning)
  }

  /// The same from a library and a tokenizer already read.
  public static func build(
    library: ContentLibrary, contentFolder: LocalPath, localizationFolder: LocalPath, language: Language,
    tokenizer: Tokenizer, eventMeaning: @escaping (EventKind) -> String
  ) throws(ContentError) -> SearchIndex {
    let languages = Language.available(in: localizationFolder)
    let aliases = try SearchAliases(contentFolder: contentFolder, languages: languages)
    let corpus = SearchCorpus(
      library: library, language: language, languages: languages, eventMeaning: eventMeaning,
      selectorWords: try SearchVocabulary.selectorWords(localizationFolder: localizationFolder, language: language))
    return SearchIndex(documents: try corpus.documents(), tokenizer: tokenizer, aliases: aliases)
  }
}
