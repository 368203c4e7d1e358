/// One ranked hit: what it is, how well it matched, and a line to show.
public struct SearchResult: Sendable {
  public let document: SearchDocument
  public let score: Double
  /// The line of the document that matched most, word by word.
  public let snippet: [SearchSnippetWord]

  /// The snippet as plain text.
  public var snippetText: String { snippet.map(\.text).joined(separator: " ") }
}
