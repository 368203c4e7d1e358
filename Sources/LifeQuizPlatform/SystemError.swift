#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call, by its `errno`.
public struct SystemError: Error, Equatable, Sendable {
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }

  /// The error the last system call on this thread set.
  public static var last: SystemError { SystemError(code: errno) }

  /// What a write to a closed standard descriptor reports.
  public static let badDescriptor = SystemError(code: EBADF)

  /// The system's sentence for it: "No such file or directory".
  public var reason: String { String(cString: strerror(code)) }

  public var isMissingFile: Bool { code == ENOENT }
  /// Something is already at the name (`O_EXCL`).
  public var isTaken: Bool { code == EEXIST }

  /// The reader of a pipe went away.
  public var isClosedPipe: Bool { code == EPIPE }
}
