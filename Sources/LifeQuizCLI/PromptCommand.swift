import QuizEngine

/// What can be typed at the prompt instead of an answer; the words come
/// from the vocabulary files.
enum PromptCommand {
  case hint, skip, explain, quit, undo, suspend
  /// A word that may also be an answer (종료): an answer where the question
  /// takes it, otherwise a reminder of how to end the session.
  case quitOrAnswer
  case none

  init(_ input: String, vocabulary: AnswerVocabulary) {
    switch vocabulary.command(input.trimmingCharacters(in: " \t")) {
    case .hint: self = .hint
    // In practice, not knowing is skipping: the answer is shown, the item counts as not known.
    case .skip, .dontKnow: self = .skip
    case .explain: self = .explain
    case .quit: self = .quit
    case .quitOrAnswer: self = .quitOrAnswer
    case .undo: self = .undo
    case .suspend: self = .suspend
    // Words of the prompts after an answer, not of the question's.
    case .more, .page, .right: self = .none
    case nil: self = .none
    }
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
