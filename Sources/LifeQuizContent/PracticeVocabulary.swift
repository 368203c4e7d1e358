import LifeQuizPlatform
import QuizEngine

/// Reads the words practice accepts (yes, no, state names, prompt words…)
/// from the named lists of `Localization/vocabulary/<language>.json`, every
/// language found merged. Lists of lists (the tokenizer's) are left to it.
public enum PracticeVocabulary {
  public static func answers(localizationFolder: LocalPath) throws(ContentError) -> AnswerVocabulary {
    let files = try lists(in: localizationFolder) { name in
      name.hasPrefix("answer-") || name.hasPrefix("command-") || name.hasPrefix("grade-") || name == "particles"
    }
    return AnswerVocabulary.merging(files.map(\.lists))
  }

  /// Event names in each language besides English, from `event-<name>`
  /// lists (`"event-launch": ["실행"]`): language → English name → its words.
  public static func eventNames(localizationFolder: LocalPath) throws(ContentError) -> [Language: [String: [String]]] {
    var names: [Language: [String: [String]]] = [:]
    for (language, lists) in try lists(in: localizationFolder, where: { $0.hasPrefix("event-") }) {
      for (name, words) in lists { names[language, default: [:]][String(name.dropFirst("event-".count))] = words }
    }
    return names
  }

  /// The named lists of words in each language's vocabulary file.
  private static func lists(in localizationFolder: LocalPath, where wanted: (String) -> Bool)
    throws(ContentError) -> [(language: Language, lists: [String: [String]])]
  {
    var files: [(language: Language, lists: [String: [String]])] = []
    for language in Language.available(in: localizationFolder) {
      let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
      // A language may add words; only English must have them.
      if language != .english && !FileBytes.exists(file.path) { continue }
      let root = try ContentLibrary.document(file)
      var lists: [String: [String]] = [:]
      for (name, value) in try root.members() where wanted(name) {
        guard case .array(let items) = value else { continue }
        lists[name] = items.compactMap { item in
          if case .string(let word) = item { return word }
          return nil
        }
      }
      files.append((language, lists))
    }
    return files
  }
}
