#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output or error of this process.
public struct StandardStream: Sendable {
  public static let input = StandardStream(descriptor: STDIN_FILENO)
  public static let output = StandardStream(descriptor: STDOUT_FILENO)
  public static let error = StandardStream(descriptor: STDERR_FILENO)

  let descriptor: Int32

  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// The terminal's width in columns, or nil when it is not a terminal or does not say.
  public var columns: Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// When the stream was closed, holds its number open on /dev/null, so no
  /// file opened later takes the number and receives the stream's text.
  /// Whether it was closed.
  public func reserveIfClosed() -> Bool {
    guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return false }
    let placeholder = open("/dev/null", O_RDWR)
    if placeholder >= 0, placeholder != descriptor {
      dup2(placeholder, descriptor)
      close(placeholder)
    }
    return true
  }

  /// Writes all of `text`; the error when a write fails.
  public func write(_ text: String) -> SystemError? {
    FileBytes.write(Array(text.utf8), to: descriptor) ? nil : .last
  }
}
