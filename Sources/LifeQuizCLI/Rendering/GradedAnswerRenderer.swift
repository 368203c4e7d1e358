import LifeQuizContent
import QuizEngine

/// A free answer's judgement: each key point hit (✓), hit but also said the
/// other way round (?, with those words), missed (·) or contradicted (✗,
/// with the answer's own words), then each order the answer
/// stated that the core calls the other way round, with the line that shows it.
struct GradedAnswerRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int

  func points(_ spec: QuizMaterial.RecallSpec, _ graded: GradedAnswer) -> String {
    var out = ""
    for (index, point) in spec.keyPoints.enumerated() {
      let outcome = index < graded.points.count ? graded.points[index] : .missed
      let mark: String
      var extra: String?
      switch outcome {
      case .hit:
        if let said = graded.doubtful[index] {
          mark = palette.yellow("?")
          extra = strings("grading.also-said", ["said": said])
        } else {
          mark = palette.green("✓")
        }
      case .missed: mark = palette.dim("·")
      case .contradicted(let said):
        mark = palette.red("✗")
        extra = strings("grading.you-said", ["said": said])
      }
      out += wrap("\(index + 1). " + point.text, first: "  \(mark) ", rest: "    ")
      if let extra { out += wrap(extra, first: "      ", rest: "      ", dim: true) }
    }
    for order in graded.orders {
      let text = strings("grading.order", ["before": order.before, "after": order.after])
      out += wrap(text, first: "  " + palette.red("✗") + " ", rest: "    ")
      if let command = spec.command {
        out += wrap(strings("grading.see", ["command": command]), first: "    ", rest: "    ", dim: true)
      }
    }
    return out
  }

  /// "Suggested: hard (3 of 4 points)" with why, for the grade prompt.
  func suggestion(_ graded: GradedAnswer) -> String {
    let reason =
      graded.isContradicted
      ? strings("grading.because-contradicted")
      : graded.hits == graded.points.count && !graded.doubtful.isEmpty
        ? strings("grading.because-doubtful", ["points": Self.numbers(Set(graded.doubtful.keys))])
        : graded.hits == graded.points.count && !graded.thin.isEmpty
          ? strings("grading.because-thin", ["points": Self.numbers(graded.thin)])
          : graded.hits == graded.points.count && !graded.loose.isEmpty
            ? strings("grading.because-loose", ["points": Self.numbers(graded.loose)])
            : strings("grading.because-points", ["hits": String(graded.hits), "total": String(graded.points.count)])
    return strings("grading.suggested", ["rating": ratingName(graded.suggested), "reason": reason])
  }

  /// Point numbers as the learner reads them: "1, 3".
  private static func numbers(_ points: Set<Int>) -> String {
    points.sorted().map { String($0 + 1) }.joined(separator: ", ")
  }

  func ratingName(_ rating: Rating) -> String {
    Self.ratingName(rating, strings)
  }

  /// The rating in the interface's words (`다시`, `again`).
  static func ratingName(_ rating: Rating, _ strings: Localizer) -> String {
    switch rating {
    case .again: strings("grading.rating.again")
    case .hard: strings("grading.rating.hard")
    case .good: strings("grading.rating.good")
    case .easy: strings("grading.rating.easy")
    }
  }

  private func wrap(_ text: String, first: String, rest: String, dim: Bool = false) -> String {
    DisplayWidth.wrap(text, width: max(20, width - DisplayWidth.of(rest))).enumerated()
      .map { ($0 == 0 ? first : rest) + (dim ? palette.dim($1) : $1) + "\n" }.joined()
  }
}
