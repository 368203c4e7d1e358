import LifeQuizPlatform

/// A write to a standard stream that failed, by its `errno`.
public struct StreamFailure: Equatable, Sendable {
  public let code: Int32

  /// The reader went away (`lifequiz deck | head -1`): not an error.
  public var isClosedPipe: Bool { SystemError(code: code).isClosedPipe }

  public var reason: String { SystemError(code: code).reason }
}
