import LifeQuizPlatform

/// Ending practice from outside: Ctrl-C (SIGINT), SIGTERM (a shutdown, `kill`),
/// SIGHUP (the terminal closed) and SIGQUIT (Ctrl-\) all end a session the
/// same way. Every answer is saved before the next question and a save is
/// never cut in half (signals wait while one runs), so the handler only says
/// so and exits with 128 + the signal number (130, 143, 129, 131): the shell
/// convention, so whoever started lifequiz can tell which signal ended it.
enum Interrupt {
  static func install(message text: String) {
    TerminationSignals.exitOnSignal(message: text, interruptCode: ExitCode.interrupted.rawValue)
  }
}
