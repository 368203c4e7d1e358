/// What a shell offers after an option.
enum OptionCompletion: Equatable, Sendable {
  /// Nothing: a number or free text.
  case none
  /// These words, as the option declares them.
  case words([String])
  /// The topics of the installed content: their ids.
  case topics
  /// The ids of the interview question bank, main questions and follow-ups.
  case questions
  /// Event names, English and every other language's (`실행`).
  case events
  /// File names.
  case files
  /// Folder names.
  case folders
}
