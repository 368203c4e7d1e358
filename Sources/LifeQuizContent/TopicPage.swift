/// One topic page in one language: front matter and a Markdown body.
public struct TopicPage: Hashable, Sendable {
  public let id: String
  public let language: Language
  public let title: String
  public let summary: String
  public let body: String
  /// Where the page came from, for messages.
  public let file: String
  /// The body's first line number in the file.
  public let bodyLine: Int
}
