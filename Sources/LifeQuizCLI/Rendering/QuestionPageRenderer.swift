import LifeQuizContent
import LifeQuizStorage

/// `lifequiz explain q-…`: one interview question, what a search hit on it
/// opens: the question, its model answer and key points, its follow-ups,
/// and where to read more or practise it.
struct QuestionPageRenderer {
  let context: CommandContext
  let questions: [QuestionEntry]

  func text(_ question: QuestionEntry) -> String {
    let strings = context.strings
    let palette = context.palette
    let language = context.language
    let width = context.width
    func wrapped(_ text: String, indent: String = "") -> String {
      DisplayWidth.wrap(text, width: max(20, width - indent.count)).map { indent + $0 + "\n" }.joined()
    }
    var out = wrapped(palette.bold(strings("search.kind.question") + " · " + question.question[language]))
    out += "\n" + wrapped(palette.bold(strings("practice.recall.model")))
    out += wrapped(question.answer[language], indent: "  ")
    out += "\n" + wrapped(palette.bold(strings("practice.recall.points-list")))
    for (index, point) in question.keyPoints.enumerated() {
      out += DisplayWidth.wrap("\(index + 1). " + point.text[language], width: max(20, width - 4)).enumerated()
        .map { ($0 == 0 ? "  · " : "    ") + $1 + "\n" }.joined()
    }
    let followUps = questions.filter { $0.parent == question.id }
    if !followUps.isEmpty {
      out += "\n" + wrapped(palette.bold(strings("explain.question.follow-ups")))
      for followUp in followUps {
        out += DisplayWidth.wrap(followUp.question[language], width: max(20, width - 4)).enumerated()
          .map { ($0 == 0 ? "  · " : "    ") + $1 + "\n" }.joined()
        out += "    " + palette.cyan("lifequiz explain \(followUp.id)") + "\n"
      }
    }
    out += "\n" + wrapped(strings("explain.question.page")) + "  " + palette.cyan("lifequiz explain \(question.topic)")
    out += "\n" + wrapped(strings("explain.question.practise")) + "  "
    out += palette.cyan("lifequiz interview --question \(question.id)") + "\n"
    return out
  }

  func json(_ question: QuestionEntry) -> JSON {
    let language = context.language
    return .object([
      ("id", .string(question.id)), ("topic", .string(question.topic)),
      ("question", .string(question.question[language])), ("answer", .string(question.answer[language])),
      ("keyPoints", .array(question.keyPoints.map { .string($0.text[language]) })),
      (
        "followUps",
        .array(
          questions.filter { $0.parent == question.id }.map {
            .object([("id", .string($0.id)), ("question", .string($0.question[language]))])
          })
      ),
      ("page", .string("lifequiz explain \(question.topic)")),
      ("practise", .string("lifequiz interview --question \(question.id)")),
    ])
  }
}
