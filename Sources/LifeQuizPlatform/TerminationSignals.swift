#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that end a session from outside: SIGINT (Ctrl-C), SIGTERM
/// (a shutdown, `kill`), SIGHUP (the terminal closed), SIGQUIT (Ctrl-\).
public enum TerminationSignals {
  static let numbers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  nonisolated(unsafe) private static var message: [UInt8] = []
  nonisolated(unsafe) private static var codeOffset: Int32 = 0

  /// From now on each of them writes `text` on its own lines to standard
  /// error and exits at once: SIGINT with `interruptCode`, the others with
  /// the same offset from their numbers. The message is prepared here,
  /// because a handler may not allocate.
  public static func exitOnSignal(message text: String, interruptCode: Int32) {
    message = Array(("\n" + text + "\n").utf8)
    codeOffset = interruptCode - SIGINT
    for number in numbers {
      signal(number) { number in
        RawTerminal.restore()
        TerminationSignals.message.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        _exit(TerminationSignals.codeOffset + number)
      }
    }
    // A parent may have left them blocked (the mask is inherited).
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for number in numbers { sigaddset(&wanted, number) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
  }

  /// SIGQUIT's default here is Swift's crash backtracer, which may wait at a
  /// prompt; this ends the process at once instead.
  public static func quitWithoutBacktrace() {
    signal(SIGQUIT, SIG_DFL)
  }

  /// Runs `body` with them held back; one that came meanwhile acts after it.
  public static func holding<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    var held = sigset_t()
    sigemptyset(&held)
    for number in numbers { sigaddset(&held, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  /// One of them came while they are held back (`holding`) and waits to act.
  public static func pending() -> Bool {
    var waiting = sigset_t()
    sigpending(&waiting)
    return numbers.contains { sigismember(&waiting, $0) == 1 }
  }

  /// A file-size limit (`ulimit -f`) makes a write fail with EFBIG, which
  /// lifequiz reports, instead of ending the process mid-write.
  public static func ignoreFileSizeLimit() {
    signal(SIGXFSZ, SIG_IGN)
  }

  /// A closed pipe becomes an `EPIPE` error from the write, not a signal
  /// that ends the process.
  public static func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
  }
}
