#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to a standard stream that failed, by its `errno`.
public struct StreamFailure: Equatable, Sendable {
  public let code: Int32

  /// The reader went away (`lifequiz deck | head -1`): not an error.
  public var isClosedPipe: Bool { code == EPIPE }

  public var reason: String { String(cString: strerror(code)) }
}
