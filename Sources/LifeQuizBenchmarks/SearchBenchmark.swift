import LifeQuizContent
import LifeQuizPlatform

/// Search quality: of the real interview questions, and of the 90 written
/// blind to the tuning, how many have an answering id ranked first, and one
/// in the top three, per language. Run from the package root, where Content/
/// and Localization/ are.
struct SearchBenchmark {
  func run() -> [String] {
    let root = LocalPath.current
    do {
      let fixtures = root.appendingPathComponent("Tests/LifeQuizContentTests/Fixtures")
      var lines: [String] = []
      for (name, file) in [("real", "search-evaluation.json"), ("blind", "search-evaluation-blind.json")] {
        let evaluation = try SearchEvaluation(file: fixtures.appendingPathComponent(file))
        lines += try run(evaluation, name: name, root: root)
      }
      return lines
    } catch {
      return ["search     skipped: \(error)"]
    }
  }

  private func run(_ evaluation: SearchEvaluation, name: String, root: LocalPath) throws -> [String] {
    var lines: [String] = []
    for language in Language.available(in: root.appendingPathComponent("Localization")) {
      let strings = try Localizer(language: language, folder: root.appendingPathComponent("Localization"))
      let index = try SearchIndex.build(
        contentFolder: root.appendingPathComponent("Content"),
        localizationFolder: root.appendingPathComponent("Localization"), language: language,
        eventMeaning: { strings("event.\($0.rawValue)") })
      let outcomes = evaluation.run { _ in index }.filter { $0.question.language == language }
      func percent(_ count: Int) -> String {
        String(Int((Double(count) / Double(max(1, outcomes.count)) * 100).rounded()))
      }
      let first = outcomes.filter(\.foundFirst).count
      let three = outcomes.filter(\.foundInTopThree).count
      lines.append(
        "search     \(name) \(language.rawValue)\t recall@1 \(percent(first))% recall@3 \(percent(three))% "
          + "of \(outcomes.count) questions")
    }
    return lines
  }
}
