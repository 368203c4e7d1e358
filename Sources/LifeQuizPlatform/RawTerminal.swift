#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input's terminal without line buffering or echo, while the line
/// editor reads a line. Signals stay on, so Ctrl-C is still SIGINT, and the
/// handlers of `TerminationSignals` put the saved mode back before they
/// exit: no way out of lifequiz leaves the terminal raw.
public enum RawTerminal {
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isRaw = false

  /// False when standard input is not a terminal or refuses the mode.
  public static func enable() -> Bool {
    var mode = termios()
    guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return false }
    saved = mode
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &mode.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &mode) == 0 else { return false }
    isRaw = true
    return true
  }

  /// The bytes standard input has now (waiting for at least one); nil at
  /// the end of input or on an error.
  public static func read() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      return count > 0 ? Array(chunk[0..<count]) : nil
    }
  }

  /// Whether standard input has bytes within `milliseconds`.
  public static func waiting(milliseconds: Int32) -> Bool {
    var watched = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&watched, 1, milliseconds) > 0
  }

  /// The mode saved by `enable`; safe in a signal handler (tcsetattr is).
  public static func restore() {
    guard isRaw else { return }
    isRaw = false
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }
}

/// `read(2)`, under a name the type's own `read()` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
