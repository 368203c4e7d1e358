/// The process exit codes lifequiz uses.
public enum ExitCode: Int32, Sendable {
  case success = 0
  case failure = 1
  /// `EX_USAGE`: the command line was wrong.
  case usage = 64
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130
}
