import LifeQuizContent
import QuizEngine

/// What to say when an answer was unclear, or when the learner asks for a hint.
struct Hint {
  let strings: Localizer

  func text(for problem: AnswerProblem) -> String {
    switch problem {
    case .empty: strings("practice.unclear.empty")
    case .numberOutOfRange(let number, let count):
      strings("practice.unclear.range", ["number": String(number), "count": String(count)])
    case .ambiguous(let word, let matches):
      strings("practice.unclear.ambiguous", ["word": word, "matches": matches.joined(separator: ", ")])
    case .unknownName(let word): strings("practice.unclear.unknown", ["word": word])
    case .repeated(let word): strings("practice.unclear.repeated", ["word": word])
    case .expectedOne: strings("practice.unclear.one")
    case .notTrueOrFalse: strings("practice.unclear.truth")
    case .notAState: strings("practice.unclear.state")
    case .notAPhase: strings("practice.unclear.phase")
    case .namesOnly: strings("practice.unclear.names")
    }
  }

  func text(for question: Question) -> String {
    QuestionPresenters.presenter(for: question)?.hint(for: question, strings: strings) ?? ""
  }
}
