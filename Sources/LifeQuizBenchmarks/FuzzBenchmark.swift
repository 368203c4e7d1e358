import LifeQuizContent
import LifeQuizPlatform
import QuizEngine

/// `--fuzz=N`: N damaged inputs through every reader (see InputFuzzer), with
/// a seed from the clock, printed first; the case number is printed every
/// 1,000 cases, so a trap names the seed and the range to run again. Run
/// from the package root.
struct FuzzBenchmark {
  let count: Int

  func run() {
    let root = LocalPath.current
    let seed = UInt64(truncatingIfNeeded: Clock.systemNow())
    print("== fuzz: \(count) cases, seed \(seed)")
    do {
      let localization = root.appendingPathComponent("Localization")
      let library = try ContentLibrary(folder: root.appendingPathComponent("Content"))
      let folder = LocalPath("/tmp/lifequiz-fuzz-\(seed)")
      defer { FileBytes.names(in: folder.path).forEach { FileSystem.remove(folder.appendingPathComponent($0).path) } }
      let fuzzer = InputFuzzer(
        material: try QuizMaterialBuilder.build(library, language: .english),
        vocabulary: try PracticeVocabulary.answers(localizationFolder: localization),
        grader: try GradingVocabularyReader.grader(localizationFolder: localization), folder: folder, seed: seed)
      let report = fuzzer.run(iterations: count, seed: seed) { number in
        if number % 1_000 == 0 { print("fuzz       case \(number)") }
      }
      print(
        "fuzz       \(report.cases) cases returned; JSON read \(report.jsonRead); "
          + "histories read \(report.historiesRead) of \(report.histories)")
    } catch {
      print("fuzz       skipped: \(error)")
    }
  }
}
