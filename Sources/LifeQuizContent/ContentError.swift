/// A content file that is missing or does not decode: which file, which key
/// or line, and why.
public struct ContentError: Error, Hashable, Sendable {
  public let file: String
  public let key: String
  public let reason: String

  public init(file: String, key: String, reason: String) {
    self.file = file
    self.key = key
    self.reason = reason
  }
}
