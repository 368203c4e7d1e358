/// The process exit codes lifequiz uses.
public enum ExitCode: Int32, Sendable {
  case success = 0
  case failure = 1
  /// `EX_USAGE`: the command line was wrong.
  case usage = 64
  /// Practice ended by Ctrl-C (128 + SIGINT); SIGTERM, SIGHUP and SIGQUIT
  /// end it the same way with 128 + their number (`Interrupt`).
  case interrupted = 130
}
