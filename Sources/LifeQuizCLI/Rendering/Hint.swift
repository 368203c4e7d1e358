import LifeQuizContent
import LifecycleCore
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
    switch question.body {
    case .order(_, _, let expected): strings("practice.hint.order", ["count": String(expected.count)])
    case .next(let situation, _, _, _):
      strings("practice.hint.next", ["count": String(situation.lastStep?.calls.count ?? 0)])
    case .state(let situation, _, _, _):
      strings("practice.hint.state", ["event": situation.scenario.events.last?.name ?? ""])
    case .classify: strings("practice.hint.classify")
    case .trap: strings("practice.hint.trap", ["topic": question.item.topic])
    case .recall(let spec): strings("practice.hint.recall", ["point": spec.keyPoints.first?.text ?? ""])
    case .vcOrder(_, _, let expected):
      strings(
        "practice.hint.vc-order",
        ["count": String(expected.count), "controllers": String(expected.filter { $0.kind == .viewController }.count)])
    case .notification(_, _, let expected):
      strings("practice.hint.notification", count: expected.count, ["count": String(expected.count)])
    case .phase: strings("practice.hint.phase")
    case .trace(_, _, let expected):
      expected.isEmpty
        ? strings("practice.hint.trace.none")
        : strings("practice.hint.trace", count: expected.count, ["count": String(expected.count)])
    }
  }
}
