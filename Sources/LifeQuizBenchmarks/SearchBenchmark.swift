import LifeQuizContent
import LifeQuizPlatform

/// Search quality: of the real interview questions, and of the 90 written
/// blind to the tuning, how many have an answering id ranked first, and one
/// in the top three, per language; then both sets together, per language and
/// in all, the shares issue 23's goal is read from. Run from the package
/// root, where Content/ and Localization/ are.
struct SearchBenchmark {
  func run() -> [String] {
    let root = LocalPath.current
    do {
      let fixtures = root.appendingPathComponent("Tests/LifeQuizContentTests/Fixtures")
      let localization = root.appendingPathComponent("Localization")
      let languages = Language.available(in: localization)
      func index(_ language: Language) throws -> SearchIndex {
        let strings = try Localizer(language: language, folder: localization)
        return try SearchIndex.build(
          contentFolder: root.appendingPathComponent("Content"), localizationFolder: localization, language: language,
          eventMeaning: { strings("event.\($0.rawValue)") })
      }
      let english = try index(.english)
      var indexes: [Language: SearchIndex] = [.english: english]
      for language in languages where language != .english { indexes[language] = try index(language) }
      var lines: [String] = []
      var all: [SearchEvaluation.Outcome] = []
      for (name, file) in [("real", "search-evaluation.json"), ("blind", "search-evaluation-blind.json")] {
        let evaluation = try SearchEvaluation(file: fixtures.appendingPathComponent(file))
        let missing = Set(evaluation.questions.map(\.language)).subtracting(languages)
        guard missing.isEmpty else { return ["search     skipped: \(file) has a language with no vocabulary"] }
        let outcomes = evaluation.run { language in indexes[language] ?? english }
        all += outcomes
        for language in languages {
          lines.append(line(name, language.rawValue, outcomes.filter { $0.question.language == language }))
        }
      }
      for language in languages {
        lines.append(line("both", language.rawValue, all.filter { $0.question.language == language }))
      }
      lines.append(line("both", "all", all))
      return lines
    } catch {
      return ["search     skipped: \(error)"]
    }
  }

  private func line(_ set: String, _ language: String, _ outcomes: [SearchEvaluation.Outcome]) -> String {
    func percent(_ count: Int) -> String {
      String(Int((Double(count) / Double(max(1, outcomes.count)) * 100).rounded()))
    }
    let first = outcomes.filter(\.foundFirst).count
    let three = outcomes.filter(\.foundInTopThree).count
    return "search     \(set) \(language)\t recall@1 \(percent(first))% recall@3 \(percent(three))% "
      + "of \(outcomes.count) questions"
  }
}
