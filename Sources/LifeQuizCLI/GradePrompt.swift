import LifeQuizContent
import QuizEngine

/// After a free answer: the suggested rating, accepted with Enter, or
/// another chosen with 1–4 or its word; `r N` says missed point N was right
/// after all, and the suggestion is worked out again. Only the learner can
/// choose *easy*.
struct GradePrompt {
  let context: CommandContext
  let vocabulary: AnswerVocabulary
  let renderer: GradedAnswerRenderer
  /// One line of input; nil at end of input.
  let readLine: () -> String?

  struct Choice {
    let rating: Rating
    let graded: GradedAnswer
    /// Point indexes the learner said were right.
    let overridden: [Int]
  }

  /// nil at end of input.
  func confirm(_ graded: GradedAnswer) -> Choice? {
    var graded = graded
    var overridden: [Int] = []
    while true {
      say(renderer.suggestion(graded))
      say(context.strings("grading.prompt"))
      guard let input = readLine() else { return nil }
      let word = input.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if word.isEmpty { return Choice(rating: graded.suggested, graded: graded, overridden: overridden) }
      if let rating = SelfGrade.parse(input, vocabulary: vocabulary) {
        return Choice(rating: rating, graded: graded, overridden: overridden)
      }
      if let index = pointNumber(word), graded.points.indices.contains(index) {
        switch graded.points[index] {
        case .missed:
          graded = graded.overriding(index)
          overridden.append(index)
          say(context.strings("grading.overridden", ["number": String(index + 1)]))
        case .hit:
          say(context.strings("grading.already-hit", ["number": String(index + 1)]))
        case .contradicted:
          say(context.strings("grading.cannot-override", ["number": String(index + 1)]))
        }
        continue
      }
      say(context.strings("grading.prompt-hint"))
    }
  }

  /// Wrapped by display width, so a Korean word is never cut at the edge.
  private func say(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    context.console.write(
      lines.flatMap { DisplayWidth.wrap(String($0), width: context.width) }.map { $0 + "\n" }.joined())
  }

  /// `r 2`, `right 2` (the vocabulary's `command-right` words) → 1.
  private func pointNumber(_ word: String) -> Int? {
    let parts = word.split(separator: " ")
    guard parts.count == 2, vocabulary.command(String(parts[0])) == .right, let number = Int(parts[1]) else {
      return nil
    }
    return number - 1
  }
}
