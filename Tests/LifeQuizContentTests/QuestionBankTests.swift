import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import Testing

/// The interview bank has the shape a mock interview needs (issue 12 §3):
/// enough main questions, follow-ups under each, chains that end, points
/// that can be checked in both languages, and answers that open with a
/// one-sentence conclusion.
@Suite("Question bank")
struct QuestionBankTests {
  let questions: [QuestionEntry]

  init() throws {
    questions = try ContentLibrary(folder: ContentFixture.content.local).questions()
  }

  @Test("At least 50 main questions, each with at least two follow-ups")
  func mainQuestionsHaveFollowUps() {
    let mains = questions.filter { $0.parent == nil }
    #expect(mains.count >= 50, "only \(mains.count) main questions")
    for main in mains {
      let followUps = questions.filter { $0.parent == main.id }
      #expect(followUps.count >= 2, "\(main.id) has \(followUps.count) follow-ups")
    }
  }

  @Test("Every parent exists and no chain goes deeper than three follow-ups")
  func chainsEnd() {
    let byID = Dictionary(questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for question in questions {
      var hops = 0
      var current = question
      while let parent = current.parent, hops <= 3 {
        guard let next = byID[parent] else {
          Issue.record("\(current.id) names a missing parent '\(parent)'")
          break
        }
        current = next
        hops += 1
      }
      #expect(hops <= 3, "\(question.id) is more than three follow-ups deep")
    }
  }

  @Test("Two to five key points, each with at least two expressions per language")
  func keyPointsCanBeChecked() {
    for question in questions {
      #expect((2...5).contains(question.keyPoints.count), "\(question.id) has \(question.keyPoints.count) key points")
      for (number, point) in question.keyPoints.enumerated() {
        for language in ContentFixture.languages {
          let expressions = point.keywords[language].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          #expect(
            expressions.count >= 2,
            "\(question.id) point \(number + 1) has \(expressions.count) \(language) expressions")
        }
      }
    }
  }

  @Test("Every answer opens with a one-sentence conclusion")
  func answersOpenWithConclusion() {
    for question in questions {
      for language in ContentFixture.languages {
        let answer = question.answer[language]
        let first = Self.firstSentence(answer)
        let words = first.split(separator: " ").count
        #expect(!first.isEmpty && first.hasSuffix("."), "\(question.id) \(language): '\(first)'")
        #expect(words <= 30, "\(question.id) \(language) opens with \(words) words: '\(first)'")
        #expect(first.count < answer.count, "\(question.id) \(language) has no reasons after the conclusion")
      }
      #expect(
        Self.firstSentence(question.answer[.ko]).hasSuffix("니다."), "\(question.id): the Korean conclusion is not 합니다체")
    }
  }

  @Test("Model answers are 30 to 60 seconds spoken")
  func answersFitTheTime() {
    for question in questions {
      let words = question.answer[.en].split(separator: " ").count
      #expect((60...160).contains(words), "\(question.id) answer has \(words) English words")
    }
  }

  /// Text up to and including the first full stop that ends a sentence.
  static func firstSentence(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let end = trimmed.range(of: ". ") else { return trimmed }
    return String(trimmed[..<end.lowerBound]) + "."
  }
}
