/// One problem in the content: the rule, where, what, and how to fix it.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  public let rule: LintRule
  public let file: String
  /// A key path (`scenarios[3].events`) or `line N`.
  public let location: String
  public let message: String

  public var description: String {
    "\(file): \(location): \(rule.rawValue) \(message). Fix: \(rule.fix)"
  }
}
