import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// Ranks all content of one language against a question typed in words.
/// Scoring is BM25F: a word counts more when it is rare in the content, when
/// it sits in a name or title rather than in body text, and when the field it
/// is in is short; a page or interview question counts more than an example.
public struct SearchIndex: Sendable {
  public let documents: [SearchDocument]
  private let tokenizer: Tokenizer
  private let aliases: [[[String]]]
  /// Per term: the documents that hold it, with its count field by field
  /// (by raw value: a value, not a dictionary, so it allocates less).
  private let postings: [String: [Posting]]
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

  static let k1 = 1.2
  /// A phrase found through the alias table counts half a word.
  static let aliasWeight = 0.5
  /// The weight of a weak word of the vocabulary ("user", "gets") in a query.
  static let weakWeight = 0.25
  /// How much more a document counts when the query is exactly its name.
  static let exactNameBonus = 3.0
  /// How much more it counts when the query begins one of its names, as a
  /// name typed in part or misspelled at the end does (`willResignActiv`).
  static let namePrefixBonus = 1.5
  /// A name that is one word of a longer query.
  static let namedInSentenceBonus = 1.5
  /// The fewest letters a typed beginning needs to count as a name.
  static let namePrefixLength = 5
  /// A term in at most this many documents is one the content barely uses.
  static let rare = 2

  /// An index read back from the cache, with the numbers it was built with.
  init(
    documents: [SearchDocument], tokenizer: Tokenizer, aliases: [[[String]]], postings: [String: [Posting]],
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
  var numbers: (postings: [String: [Posting]], lengths: [PerField], averageLengths: PerField, aliases: [[[String]]]) {
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
    self.postings = postings
    self.lengths = lengths
    let one = PerField(repeating: 1)
    averageLengths = pointwiseMax(one, sums / pointwiseMax(one, holders))
  }

  /// The documents that match, best first.
  public func search(_ query: String, limit: Int) -> [SearchResult] {
    let terms = queryTerms(query)
    guard !terms.isEmpty else { return [] }
    let typedName = Self.nameKey(query)
    let typedWords = Self.typedWords(query)
    // In one fixed order, so a score is the same sum in every process.
    let ordered = terms.sorted { $0.key < $1.key }
    var scores = [Double](repeating: 0, count: documents.count)
    for (term, weight) in ordered {
      guard let list = postings[term] else { continue }
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
    var scored: [(index: Int, score: Double)] = []
    for index in documents.indices {
      let score = scores[index]
      guard score > 0 else { continue }
      // A query that is exactly a document's name (`생명주기` for the states
      // page) means that document.
      let bonus = nameBonus(documents[index], typedName, typedWords)
      scored.append((index, score * documents[index].kind.prior * bonus))
    }
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    return scored.prefix(max(0, limit)).map { hit in
      SearchResult(document: documents[hit.index], score: hit.score, snippet: snippet(documents[hit.index], terms))
    }
  }

  private func nameBonus(_ document: SearchDocument, _ typedName: String, _ typedWords: Set<String>) -> Double {
    if document.names.contains(typedName) { return Self.exactNameBonus }
    if typedName.count >= Self.namePrefixLength, document.names.contains(where: { $0.hasPrefix(typedName) }) {
      return Self.namePrefixBonus
    }
    // A sentence that names the document as one of its words
    // ("What is AppDelegate?") is about it.
    if !document.names.isDisjoint(with: typedWords) { return Self.namedInSentenceBonus }
    return 1
  }

  /// The query's words as names are compared: each word between spaces,
  /// without the punctuation around it, when long enough to be a name.
  static func typedWords(_ query: String) -> Set<String> {
    var words: Set<String> = []
    for piece in query.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      let trimmed = piece.trimmingPrefix(while: { "\"'`(".contains($0) })
      // A Korean particle after a name (`sceneDidDisconnect는`) is not part of it.
      let startsLatin = trimmed.first?.isASCII ?? false
      var word = startsLatin ? trimmed.prefix { $0.isASCII } : Substring(trimmed)
      while let last = word.last, "?!.,;:\"'`".contains(last) { word = word.dropLast() }
      let key = nameKey(String(word))
      if key.count >= Self.namePrefixLength { words.insert(key) }
    }
    return words
  }

  /// The query's terms with their weights. When the query contains a
  /// phrase of the alias table that the content barely uses (`force quit`),
  /// the other phrases of its group join the query at half weight, shared
  /// among each phrase's terms; phrases the content already uses need no help.
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
    // Words that say little in a question ("user", "gets") count a quarter.
    for term in terms.keys where tokenizer.weakTerms.contains(term) {
      terms[term] = (terms[term] ?? 0) * Self.weakWeight
    }
    let present = Set(words.joined())
    for group in aliases {
      let typed = group.filter { phrase in phrase.allSatisfy(present.contains) }
      guard typed.contains(where: { phrase in phrase.map { postings[$0]?.count ?? 0 }.min() ?? 0 <= Self.rare })
      else { continue }
      for phrase in group where !typed.contains(phrase) {
        for term in phrase { terms[term] = max(terms[term] ?? 0, Self.aliasWeight / Double(phrase.count)) }
      }
    }
    return terms
  }

  /// A name as compared with a whole query: lowercased, without spaces,
  /// hyphens and underscores; a selector keeps its argument list.
  static func nameKey(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  private func idf(_ term: String) -> Double {
    let count = Double(postings[term]?.count ?? 0)
    let total = Double(documents.count)
    return CMath.logOnePlus((total - count + 0.5) / (count + 0.5))
  }

  /// The line with the most (and rarest) query words, split into words
  /// with the matching ones marked.
  private func snippet(_ document: SearchDocument, _ terms: [String: Double]) -> [SearchSnippetWord] {
    var best: (line: String, score: Double)?
    let lines = document.lines()
    for line in lines {
      // Summed in one order: a Set's order differs between equal sets, and
      // so would the last bit of the sum and the line a tie picks.
      let found = Set(tokenizer.tokens(in: line)).filter { terms[$0] != nil }.sorted()
      let score = found.reduce(0) { $0 + idf($1) * (terms[$1] ?? 0) }
      if score > (best?.score ?? 0) { best = (line, score) }
    }
    let line = best?.line ?? lines.first ?? ""
    return line.split(separator: " ").map { word in
      SearchSnippetWord(
        text: String(word), matched: tokenizer.tokens(in: String(word)).contains { terms[$0] != nil })
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
    let library = try ContentLibrary(folder: contentFolder)
    let tokenizer = try SearchVocabulary.tokenizer(localizationFolder: localizationFolder)
    let languages = Language.available(in: localizationFolder)
    let aliases = try SearchAliases(contentFolder: contentFolder, languages: languages)
    let corpus = SearchCorpus(library: library, language: language, languages: languages, eventMeaning: eventMeaning)
    return SearchIndex(documents: try corpus.documents(), tokenizer: tokenizer, aliases: aliases)
  }
}
