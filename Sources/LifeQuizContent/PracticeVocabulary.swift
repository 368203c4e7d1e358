import LifeQuizPlatform
import QuizEngine

/// Reads the words practice accepts (yes, no, state names, prompt words…)
/// from the named lists of `Localization/vocabulary/<language>.json`, every
/// language found merged. Lists of lists (the tokenizer's) are left to it.
public enum PracticeVocabulary {
  public static func answers(localizationFolder: LocalPath) throws(ContentError) -> AnswerVocabulary {
    var files: [[String: [String]]] = []
    for language in Language.available(in: localizationFolder) {
      let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
      // A language may add words; only English must have them.
      if language != .english && !FileBytes.exists(file.path) { continue }
      let root = try ContentLibrary.document(file)
      var lists: [String: [String]] = [:]
      for (name, value) in try root.members() {
        guard name.hasPrefix("answer-") || name.hasPrefix("command-") || name.hasPrefix("grade-") || name == "particles"
        else { continue }
        guard case .array(let items) = value else { continue }
        lists[name] = items.compactMap { item in
          if case .string(let word) = item { return word }
          return nil
        }
      }
      files.append(lists)
    }
    return AnswerVocabulary.merging(files)
  }
}
