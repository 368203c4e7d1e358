import LifeQuizContent
import QuizEngine
import Testing

@testable import LifeQuizCLI

/// A kind of question lives in two homes, its body in QuizEngine and its
/// presenter here; these tests name a kind that is missing from either
/// registry, or whose text is missing from a language.
@Suite("Question kind registry")
struct QuestionKindRegistryTests {
  static let folder = BuiltProduct.root.appendingPathComponent("Localization").local
  static let languages = Language.available(in: folder)

  @Test("Every kind has exactly one body and one presenter; bodies are listed in QuestionKind order")
  func oneOfEach() {
    // The order is the order items are made in, so a seed asks the same questions.
    #expect(QuestionBodies.all.map { $0.kind } == QuestionKind.allCases)
    for kind in QuestionKind.allCases {
      #expect(QuestionBodies.all.filter { $0.kind == kind }.count == 1, "bodies of \(kind.rawValue)")
      #expect(QuestionPresenters.all.filter { $0.kind == kind }.count == 1, "presenters of \(kind.rawValue)")
    }
    #expect(QuestionPresenters.all.count == QuestionKind.allCases.count)
  }

  /// Over the real content, in each language's own table with no English
  /// fallback: a key the kind uses and the language lacks prints as a
  /// "missing" sentence instead of the text.
  @Test("Every kind is asked, hinted, answered, skipped and titled in every language with no missing text")
  func everyKindInEveryLanguage() throws {
    #expect(Self.languages.count >= 2)
    let library = try ContentLibrary(folder: BuiltProduct.root.appendingPathComponent("Content").local)
    let vocabulary = try PracticeVocabulary.answers(localizationFolder: Self.folder)
    for language in Self.languages {
      let strings = Localizer(language: language, texts: try Localizer.table(language, in: Self.folder))
      let material = try QuizMaterialBuilder.build(library, language: language)
      let generator = QuestionGenerator(material: material)
      let items = generator.items()
      let palette = Palette(enabled: false)
      let feedback = FeedbackRenderer(strings: strings, palette: palette, width: 80, notes: { [:] })
      for kind in QuestionKind.allCases {
        let context = "\(kind.rawValue) in \(language.rawValue)"
        var random = SeededGenerator(seed: 5)
        let item = try #require(items.first { $0.kind == kind }, "no item: \(context)")
        let question = try #require(generator.question(for: item, using: &random), "no question: \(context)")
        var texts = [
          (
            "prompt",
            QuestionRenderer(strings: strings, palette: palette, width: 80).render(question, number: 1, total: 1)
          ),
          ("hint", Hint(strings: strings).text(for: question)),
          ("skipped", feedback.render(Grader.skipped(), for: question, answer: nil)),
          ("title", ItemTitles(strings: strings, material: material).title(of: item.id)),
        ]
        // A wrong answer and a right one where the kind reads these inputs.
        for input in ["1", "2 1", "f", "t", "none", "background", "an answer"] {
          guard case .success(let answer) = AnswerParser.parse(input, for: question, vocabulary: vocabulary)
          else { continue }
          let verdict = Grader.grade(answer, for: question, selfGrade: .good)
          texts.append(("feedback to \(input)", feedback.render(verdict, for: question, answer: answer)))
        }
        #expect(texts.count > 4, "no answer read: \(context)")
        for (part, text) in texts {
          #expect(text.count > 2, "\(part) is empty: \(context)")
          #expect(!text.contains("is missing from lifequiz's Localization"), "\(part): \(context): \(text)")
        }
        #expect(!texts[3].1.hasPrefix(item.id), "the title is the id: \(context)")
      }
    }
  }
}
