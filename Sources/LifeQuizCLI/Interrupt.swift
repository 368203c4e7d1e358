#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during practice: every answer is already saved, so the handler
/// only says so and exits with 130. It writes a message prepared in advance,
/// because a signal handler may not allocate.
enum Interrupt {
  nonisolated(unsafe) private static var message: [UInt8] = []

  static func install(message text: String) {
    message = Array(("\n" + text + "\n").utf8)
    signal(SIGINT) { _ in
      Interrupt.message.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
      _exit(ExitCode.interrupted.rawValue)
    }
  }
}
