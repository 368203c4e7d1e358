import Foundation
import LifecycleCore
import QuizEngine

/// Ranks all content of one language against a question typed in words.
/// Scoring is BM25 over weighted fields: a word counts more when it is rare
/// in the content, when it sits in a title or name rather than in body text,
/// and when the document is short.
public struct SearchIndex: Sendable {
  public let documents: [SearchDocument]
  private let tokenizer: Tokenizer
  private let aliases: [[[String]]]
  /// Per document: each term's weighted count.
  private let termWeights: [[String: Double]]
  private let lengths: [Double]
  private let averageLength: Double
  /// How many documents contain each term.
  private let documentFrequency: [String: Int]

  static let k1 = 1.2
  static let b = 0.75
  /// A word found through the alias table counts half.
  static let aliasWeight = 0.5

  public init(documents: [SearchDocument], tokenizer: Tokenizer, aliases: SearchAliases) {
    self.documents = documents
    self.tokenizer = tokenizer
    self.aliases = aliases.groups.map { group in group.map { tokenizer.tokens(in: $0) }.filter { !$0.isEmpty } }
    var termWeights: [[String: Double]] = []
    var lengths: [Double] = []
    var frequency: [String: Int] = [:]
    for document in documents {
      var weights: [String: Double] = [:]
      var length = 0.0
      for field in document.fields {
        for term in tokenizer.tokens(in: field.text) {
          weights[term, default: 0] += field.weight
          length += field.weight
        }
      }
      for term in weights.keys { frequency[term, default: 0] += 1 }
      termWeights.append(weights)
      lengths.append(length)
    }
    self.termWeights = termWeights
    self.lengths = lengths
    averageLength = lengths.isEmpty ? 1 : max(1, lengths.reduce(0, +) / Double(lengths.count))
    documentFrequency = frequency
  }

  /// The documents that match, best first.
  public func search(_ query: String, limit: Int) -> [SearchResult] {
    let terms = queryTerms(query)
    guard !terms.isEmpty else { return [] }
    var scored: [(index: Int, score: Double)] = []
    for index in documents.indices {
      var score = 0.0
      for (term, weight) in terms {
        guard let count = termWeights[index][term] else { continue }
        let normalized = Self.k1 * (1 - Self.b + Self.b * lengths[index] / averageLength)
        score += weight * idf(term) * count * (Self.k1 + 1) / (count + normalized)
      }
      if score > 0 { scored.append((index, score)) }
    }
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    return scored.prefix(max(0, limit)).map { hit in
      SearchResult(document: documents[hit.index], score: hit.score, snippet: snippet(documents[hit.index], terms))
    }
  }

  /// The query's terms with their weights, and the words of every alias
  /// group one of whose phrases the query contains.
  func queryTerms(_ query: String) -> [String: Double] {
    let tokens = tokenizer.tokens(in: query)
    var terms: [String: Double] = [:]
    for token in tokens { terms[token] = 1 }
    let present = Set(tokens)
    for group in aliases where group.contains(where: { phrase in phrase.allSatisfy(present.contains) }) {
      for term in group.joined() where terms[term] == nil { terms[term] = Self.aliasWeight }
    }
    return terms
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
    for line in document.lines {
      let found = Set(tokenizer.tokens(in: line)).filter { terms[$0] != nil }
      let score = found.reduce(0) { $0 + idf($1) * (terms[$1] ?? 0) }
      if score > (best?.score ?? 0) { best = (line, score) }
    }
    let line = best?.line ?? document.lines.first ?? ""
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
