/// Two callbacks an answer put in the order the core does not: `said` first
/// `before`, then `after`, where the question's scenario calls them the other
/// way round.
public struct OrderContradiction: Hashable, Sendable {
  public let before: String
  public let after: String

  public init(before: String, after: String) {
    self.before = before
    self.after = after
  }
}
