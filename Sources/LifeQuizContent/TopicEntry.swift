/// A reference topic's language-neutral data; its prose is in
/// `Content/<language>/topics/<id>.md`.
public struct TopicEntry: Hashable, Sendable {
  public let id: String
  /// Other names people look it up by, in any language: `inactive`, `비활성`.
  public let aliases: [String]
  public let related: [String]

  public init(id: String, aliases: [String], related: [String]) {
    self.id = id
    self.aliases = aliases
    self.related = related
  }

  init(_ field: JSONField) throws(ContentError) {
    id = try field["id"].string()
    aliases = try field["aliases"].strings()
    related = try field["related"].strings()
  }
}
