/// How an answer met one key point: the expressions it used, none if missed.
public struct KeyPointResult: Hashable, Sendable {
  public let matched: [String]

  public init(matched: [String]) {
    self.matched = matched
  }

  public var hit: Bool { !matched.isEmpty }
}
