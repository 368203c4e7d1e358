/// Chooses a mock interview's questions from the bank: main questions, each
/// followed down its chain of follow-ups (at most `maxFollowUps` deep). Of a
/// question's follow-ups, the one that shares the most words with the points
/// the last answer missed comes first, so the interview digs where the
/// answer was thin; ties go to the bank's order.
public struct InterviewPlanner: Sendable {
  public typealias Question = QuizMaterial.RecallSpec

  public static let maxFollowUps = 3

  public let bank: [Question]
  private let tokenizer: Tokenizer

  public init(bank: [Question], tokenizer: Tokenizer) {
    self.bank = bank
    self.tokenizer = tokenizer
  }

  /// The main questions of `topic` (every topic when nil).
  public func mainQuestions(topic: String?) -> [Question] {
    bank.filter { $0.parent == nil && (topic == nil || $0.topic == topic) }
  }

  /// Up to `count` main questions of `topic`, in a seeded random order.
  public func choose(topic: String?, count: Int, using random: inout some RandomNumberGenerator) -> [Question] {
    Array(mainQuestions(topic: topic).shuffled(using: &random).prefix(count))
  }

  /// The follow-up to ask after `question`, given the key points the answer
  /// missed; nil when it has none.
  public func followUp(to question: Question, missed: [Question.KeyPoint]) -> Question? {
    let children = bank.filter { $0.parent == question.id }
    let thin = Set(missed.flatMap { tokenizer.tokens(in: ([$0.text] + $0.keywords).joined(separator: " ")) })
    var best: (question: Question, score: Int)?
    for child in children {
      let text = [child.question] + child.keyPoints.flatMap { [$0.text] + $0.keywords }
      let score = thin.intersection(tokenizer.tokens(in: text.joined(separator: " "))).count
      if score > best?.score ?? -1 { best = (child, score) }
    }
    return best?.question
  }
}
