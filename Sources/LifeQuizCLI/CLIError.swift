/// An error meant for the user. Every message is one localized sentence that
/// says what went wrong and what to do next.
enum CLIError: Error, Equatable {
  /// The command line itself is wrong: exit 64, with the usage line.
  case usage(String, command: String?)
  /// The command could not do its job: exit 1.
  case failure(String)
}
