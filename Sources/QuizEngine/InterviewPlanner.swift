/// Chooses a mock interview's questions from the bank: main questions, each
/// followed down its chain of follow-ups (at most `maxFollowUps` deep). Each
/// follow-up names the parent's key point it probes; the one probing a point
/// the answer contradicted comes first, then one probing a point it missed,
/// so the interview digs where the answer was wrong or thin; ties go to the
/// bank's order.
public struct InterviewPlanner: Sendable {
  public typealias Question = QuizMaterial.RecallSpec

  public static let maxFollowUps = 3

  public let bank: [Question]

  public init(bank: [Question]) {
    self.bank = bank
  }

  /// The main questions of `topic` (every topic when nil).
  public func mainQuestions(topic: String?) -> [Question] {
    bank.filter { $0.parent == nil && (topic == nil || $0.topic == topic) }
  }

  /// Up to `count` main questions of `topic`, in a seeded random order.
  public func choose(topic: String?, count: Int, using random: inout some RandomNumberGenerator) -> [Question] {
    Array(mainQuestions(topic: topic).shuffled(using: &random).prefix(count))
  }

  /// The follow-up to ask after `question`, given how the answer met each
  /// of its key points; nil when it has none.
  public func followUp(to question: Question, outcomes: [PointOutcome]) -> Question? {
    let children = bank.filter { $0.parent == question.id }
    func probing(_ wanted: (PointOutcome) -> Bool) -> Question? {
      for point in outcomes.indices where wanted(outcomes[point]) {
        if let child = children.first(where: { $0.probes == point }) { return child }
      }
      return nil
    }
    return probing(\.isContradicted) ?? probing { !$0.isHit && !$0.isContradicted } ?? children.first
  }
}
