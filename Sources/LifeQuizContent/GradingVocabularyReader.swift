import LifeQuizPlatform
import QuizEngine

/// The grading words, from the `grading` object of each language's
/// vocabulary file, merged.
public enum GradingVocabularyReader {
  public static func lexicon(localizationFolder: LocalPath) throws(ContentError) -> GradingLexicon {
    var vocabularies: [GradingVocabulary] = []
    for language in Language.available(in: localizationFolder) {
      let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
      if language != .english && !FileBytes.exists(file.path) { continue }
      let grading = try ContentLibrary.document(file)["grading"]
      if grading.isMissing { continue }
      func list(_ name: String) throws(ContentError) -> [String] {
        grading[name].isMissing ? [] : try grading[name].strings()
      }
      var pairs: [[String]] = []
      if !grading["transliterations"].isMissing {
        for pair in try grading["transliterations"].array() { pairs.append(try pair.strings()) }
      }
      vocabularies.append(
        GradingVocabulary(
          negations: try list("negations"), negatingParts: try list("negatingParts"),
          clauseWords: try list("clauseWords"), clauseEndings: try list("clauseEndings"),
          clauseKeep: try list("clauseKeep"), forward: try list("forward"),
          backward: try list("backward"), backwardAfter: try list("backwardAfter"),
          leadingForward: try list("leadingForward"), leadingBackward: try list("leadingBackward"),
          verbs: try list("verbs"), verbEndings: try list("verbEndings"), listOrder: try list("listOrder"),
          generic: try list("generic"), transliterations: pairs))
    }
    return GradingLexicon(vocabulary: .merged(vocabularies))
  }
}
