import Foundation
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizTestSupport
import QuizEngine
import Testing

/// Damaged and random input through every reader of outside text, bounded:
/// 800 cases a seed here, more with `lifequiz-bench --fuzz N`. A trap
/// would end the test process, so passing means every case returned.
@Suite("Fuzzing the readers")
struct FuzzTests {
  /// Seeds that once found a problem, kept to run every time (none yet).
  static let regressions: [UInt64] = []

  @Test("Every reader returns, with a value or an error, on 800 damaged inputs", arguments: [1, 2] + regressions)
  func readersReturn(seed: UInt64) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try ContentLibrary(folder: ContentFixture.content.local)
    let fuzzer = InputFuzzer(
      material: try QuizMaterialBuilder.build(library, language: .english),
      vocabulary: try PracticeVocabulary.answers(localizationFolder: ContentFixture.localization.local),
      grader: try ClaimGraderCaseTests.grader.get(), folder: folder.local, seed: seed)
    let report = fuzzer.run(iterations: 800, seed: seed)
    #expect(report.cases == 800)
    // The inputs reach both sides of the readers: some still read, most not.
    #expect(report.jsonRead > 0 && report.jsonRead < report.cases / 2)
    // A damaged last line never makes the history unreadable: it is kept aside.
    #expect(report.historiesRead == report.histories)
  }

  @Test("The same seed gives the same inputs")
  func deterministic() {
    var first = SeededGenerator(seed: 9)
    var second = SeededGenerator(seed: 9)
    let one = (0..<50).map { _ in InputFuzzer.mutated("launch home", &first) }
    let two = (0..<50).map { _ in InputFuzzer.mutated("launch home", &second) }
    #expect(one == two)
    #expect(Set(one).count > 10)
  }
}
