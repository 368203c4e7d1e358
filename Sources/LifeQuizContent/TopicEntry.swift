/// A reference topic's language-neutral data; its prose is in
/// `Content/<language>/topics/<id>.md`.
public struct TopicEntry: Codable, Hashable, Sendable {
  public let id: String
  /// Other names people look it up by, in any language: `inactive`, `비활성`.
  public let aliases: [String]
  public let related: [String]
}
