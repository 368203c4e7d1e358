import Foundation
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
  /// Per document: each term's count, field by field.
  private let counts: [[String: [SearchField: Double]]]
  /// Per document: each field's length in terms.
  private let lengths: [[SearchField: Double]]
  private let averageLengths: [SearchField: Double]
  /// How many documents contain each term.
  private let documentFrequency: [String: Int]

  static let k1 = 1.2
  static let b = 0.75
  /// A phrase found through the alias table counts half a word.
  static let aliasWeight = 0.5
  /// How much more a document counts when the query is exactly its name.
  static let exactNameBonus = 3.0
  /// A term in at most this many documents is one the content barely uses.
  static let rare = 2

  public init(documents: [SearchDocument], tokenizer: Tokenizer, aliases: SearchAliases) {
    self.documents = documents
    self.tokenizer = tokenizer
    self.aliases = aliases.groups.map { group in group.map { tokenizer.tokens(in: $0) }.filter { !$0.isEmpty } }
    var counts: [[String: [SearchField: Double]]] = []
    var lengths: [[SearchField: Double]] = []
    var totals: [SearchField: (sum: Double, documents: Double)] = [:]
    var frequency: [String: Int] = [:]
    var memo = TokenMemo()
    for document in documents {
      var termCounts: [String: [SearchField: Double]] = [:]
      var fieldLengths: [SearchField: Double] = [:]
      for (field, text) in document.fields {
        for term in tokenizer.words(in: text, memo: &memo).joined() {
          termCounts[term, default: [:]][field, default: 0] += 1
          fieldLengths[field, default: 0] += 1
        }
      }
      for (field, length) in fieldLengths {
        totals[field, default: (0, 0)].sum += length
        totals[field, default: (0, 0)].documents += 1
      }
      for term in termCounts.keys { frequency[term, default: 0] += 1 }
      counts.append(termCounts)
      lengths.append(fieldLengths)
    }
    self.counts = counts
    self.lengths = lengths
    averageLengths = totals.mapValues { max(1, $0.sum / max(1, $0.documents)) }
    documentFrequency = frequency
  }

  /// The documents that match, best first.
  public func search(_ query: String, limit: Int) -> [SearchResult] {
    let terms = queryTerms(query)
    guard !terms.isEmpty else { return [] }
    let typedName = Self.nameKey(query)
    var scored: [(index: Int, score: Double)] = []
    for index in documents.indices {
      var score = 0.0
      for (term, weight) in terms {
        guard let fields = counts[index][term] else { continue }
        var frequency = 0.0
        for (field, count) in fields {
          let length = lengths[index][field] ?? 0
          let normalization = 1 - Self.b + Self.b * length / (averageLengths[field] ?? 1)
          frequency += field.weight * count / normalization
        }
        score += weight * idf(term) * frequency * (Self.k1 + 1) / (frequency + Self.k1)
      }
      // A query that is exactly a document's name (`생명주기` for the states
      // page) means that document.
      let exact = documents[index].names.contains(typedName) ? Self.exactNameBonus : 1
      if score > 0 { scored.append((index, score * documents[index].kind.prior * exact)) }
    }
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    return scored.prefix(max(0, limit)).map { hit in
      SearchResult(document: documents[hit.index], score: hit.score, snippet: snippet(documents[hit.index], terms))
    }
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
    let present = Set(words.joined())
    for group in aliases {
      let typed = group.filter { phrase in phrase.allSatisfy(present.contains) }
      guard typed.contains(where: { phrase in phrase.map { documentFrequency[$0] ?? 0 }.min() ?? 0 <= Self.rare })
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
    let count = Double(documentFrequency[term] ?? 0)
    let total = Double(documents.count)
    return log1p((total - count + 0.5) / (count + 0.5))
  }

  /// The line with the most (and rarest) query words, split into words
  /// with the matching ones marked.
  private func snippet(_ document: SearchDocument, _ terms: [String: Double]) -> [SearchSnippetWord] {
    var best: (line: String, score: Double)?
    let lines = document.lines()
    for line in lines {
      let found = Set(tokenizer.tokens(in: line)).filter { terms[$0] != nil }
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
    contentFolder: URL, localizationFolder: URL, language: Language, eventMeaning: @escaping (EventKind) -> String
  ) throws(ContentError) -> SearchIndex {
    let library = try ContentLibrary(folder: contentFolder)
    let tokenizer = try SearchVocabulary.tokenizer(localizationFolder: localizationFolder)
    let languages = Language.available(in: localizationFolder)
    let aliases = try SearchAliases(contentFolder: contentFolder, languages: languages)
    let corpus = SearchCorpus(library: library, language: language, languages: languages, eventMeaning: eventMeaning)
    return SearchIndex(documents: try corpus.documents(), tokenizer: tokenizer, aliases: aliases)
  }
}
