/// A resource that is missing or does not decode.
public enum ResourceError: Error, Equatable, Sendable {
  case missing(tried: [String], viaEnvironment: Bool)
  case unreadable(file: String, reason: String)
  case damaged(file: String, key: String, reason: String)
}
