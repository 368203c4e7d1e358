/// JSON that cannot be read: the line and what is wrong.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  public let line: Int
  public let reason: String

  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
