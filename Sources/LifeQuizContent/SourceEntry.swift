/// One source a claim or a badge rests on: an Apple document, a WWDC
/// session, a forum answer or a third-party log, by its id in the facts
/// notes (`A23`, `O9`).
public struct SourceEntry: Hashable, Sendable {
  public let id: String
  public let kind: Kind
  public let title: String
  public let url: String

  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case appleDoc = "apple-doc"
    case appleArchive = "apple-archive"
    case wwdc
    case appleForum = "apple-forum"
    case swiftEvolution = "swift-evolution"
    case thirdParty = "third-party"
  }

  init(_ field: JSONField) throws(ContentError) {
    id = try field.string("id")
    let kindName = try field.string("kind")
    guard let kind = Kind(rawValue: kindName) else {
      throw field["kind"].fail("must be one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    self.kind = kind
    title = try field.string("title")
    url = try field.string("url")
    guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
      throw field["url"].fail("must be a web address")
    }
  }
}
