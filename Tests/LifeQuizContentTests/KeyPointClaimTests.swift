import LifeQuizContent
import LifeQuizTestSupport
import QuizEngine
import Testing

/// Every key point of the bank, in both languages, against answers that must
/// hit it and answers that must not: the model answer and the point's first
/// way in two sentences hit; the way negated twice over (and, for an order
/// of names, reversed) does not. A negative point swaps the two: it is said by
/// negating its plain way.
@Suite("Every key point as a claim")
struct KeyPointClaimTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let question: String
    let language: Language
    let number: Int
    let spec: QuizMaterial.RecallSpec
    var testDescription: String { "\(question) #\(number + 1) \(language.rawValue)" }
  }

  static let cases: [Case] = {
    guard let library = try? ContentLibrary(folder: ContentFixture.content.local) else { return [] }
    var cases: [Case] = []
    for language in ContentFixture.languages {
      guard let material = try? QuizMaterialBuilder.build(library, language: language) else { continue }
      for spec in material.recalls {
        for number in spec.keyPoints.indices {
          cases.append(Case(question: spec.id, language: language, number: number, spec: spec))
        }
      }
    }
    return cases
  }()

  @Test("The bank's points are all here") func loaded() {
    #expect(Self.cases.count > 600)
  }

  @Test("Three answers hit the point and two do not", arguments: cases)
  func point(_ example: Case) throws {
    let grader = try ClaimGraderCaseTests.grader.get()
    let point = example.spec.keyPoints[example.number]
    let model = grader.grade(example.spec.answer, points: example.spec.keyPoints.map(\.graded))
    #expect(model.points[example.number].isHit, "the model answer: \(model.points[example.number])")
    let way = try #require(point.keywords.first { !grader.isGeneric($0) }, "a way that says something")
    let korean = example.language.rawValue == "ko"
    let plain =
      korean
      ? ["제 생각에는 \(way) 이렇습니다.", "음, \(way), 그렇게 알고 있습니다."] : ["I think \(way).", "Well, \(way), as far as I know."]
    let negated =
      korean
      ? ["\(way) 것은 아닙니다.", "\(way) 일은 절대 없습니다."] : ["It is not the case that \(way).", "Never \(way)."]
    // A negative point's plain way ("sceneDidDisconnect") is said by negating it.
    let (hitting, missing) = point.negative && grader.negations(in: way) == 0 ? (negated, plain) : (plain, negated)
    for answer in hitting {
      let outcome = grader.grade(answer, points: [point.graded]).points[0]
      #expect(outcome.isHit, "\(answer): \(outcome)")
    }
    // Negated, the way itself is not asserted. (Another way of the point
    // that carries a negation of its own may read a double negation as a
    // claim: parity cannot tell "not rarely" from "rarely".)
    for answer in missing {
      let outcome = grader.grade(answer, points: [point.graded]).points[0]
      #expect(outcome != .hit([way]) && !(outcome.ways.contains(way)), "\(answer): \(outcome)")
    }
    let names = grader.names(in: way)
    if names.count >= 2, Set(names).count == names.count, grader.isOnlyNames(way) {
      let reversed = names.reversed().joined(separator: korean ? " 다음에 " : " then ")
      let outcome = grader.grade(reversed, points: [point.graded]).points[0]
      #expect(outcome.isContradicted, "\(reversed): \(outcome)")
    }
  }
}
