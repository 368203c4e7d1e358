#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ending practice from outside: Ctrl-C (SIGINT), SIGTERM (a shutdown, `kill`),
/// SIGHUP (the terminal closed) and SIGQUIT (Ctrl-\) all end a session the
/// same way. Every answer is saved before the next question and a save is
/// never cut in half (signals wait while one runs), so the handler only says
/// so and exits with 128 + the signal number (130, 143, 129, 131): the shell
/// convention, so whoever started lifequiz can tell which signal ended it.
/// It writes a message prepared in advance, because a handler may not
/// allocate.
enum Interrupt {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  nonisolated(unsafe) private static var message: [UInt8] = []

  static func install(message text: String) {
    message = Array(("\n" + text + "\n").utf8)
    for number in signals {
      signal(number) { number in
        Interrupt.message.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        _exit(ExitCode.interrupted.rawValue - SIGINT + number)
      }
    }
    // A parent may have left them blocked (the mask is inherited).
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for number in signals { sigaddset(&wanted, number) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
  }

  /// SIGQUIT's default here is Swift's crash backtracer, which may wait at a
  /// prompt; outside practice it ends the process at once instead.
  static func quitWithoutBacktrace() {
    signal(SIGQUIT, SIG_DFL)
  }

  /// Runs `body` with these signals held back, so a save finishes first.
  static func holding<T>(_ body: () throws -> T) rethrows -> T {
    var held = sigset_t()
    sigemptyset(&held)
    for number in signals { sigaddset(&held, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }
}
