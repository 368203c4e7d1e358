import LifeQuizPlatform
import QuizEngine

/// The grading words, from the `grading` object of each language's
/// vocabulary file, merged.
public enum GradingVocabularyReader {
  /// The grader: search's tokenizer with the grading object's `variants`
  /// added (a word and its other language's spelling folded together:
  /// `memory` and `메모리`, for answers that mix the two), and the lexicon.
  public static func grader(localizationFolder: LocalPath) throws(ContentError) -> ClaimGrader {
    var vocabulary = try SearchVocabulary.vocabulary(localizationFolder: localizationFolder)
    vocabulary.variants += try variants(localizationFolder: localizationFolder)
    return ClaimGrader(
      tokenizer: Tokenizer(vocabulary: vocabulary), lexicon: try lexicon(localizationFolder: localizationFolder))
  }

  private static func variants(localizationFolder: LocalPath) throws(ContentError) -> [[String]] {
    var groups: [[String]] = []
    for language in Language.available(in: localizationFolder) {
      let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
      if language != .english && !FileBytes.exists(file.path) { continue }
      let field = try ContentLibrary.document(file)["grading"]["variants"]
      if field.isMissing { continue }
      for group in try field.array() { groups.append(try group.strings()) }
    }
    return groups
  }

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
      func groups(_ name: String) throws(ContentError) -> [[String]] {
        var groups: [[String]] = []
        if !grading[name].isMissing {
          for group in try grading[name].array() { groups.append(try group.strings()) }
        }
        return groups
      }
      vocabularies.append(
        GradingVocabulary(
          negations: try list("negations"), negatingParts: try list("negatingParts"),
          negationLookalikes: try list("negationLookalikes"), negationPairs: try groups("negationPairs"),
          phraseNegations: try list("phraseNegations"), phraseClosers: try list("phraseClosers"),
          clauseWords: try list("clauseWords"), clauseEndings: try list("clauseEndings"),
          clauseKeep: try list("clauseKeep"), clauseKeepEndings: try list("clauseKeepEndings"),
          forward: try list("forward"),
          backward: try list("backward"), backwardAfter: try list("backwardAfter"),
          leadingForward: try list("leadingForward"), leadingBackward: try list("leadingBackward"),
          verbs: try list("verbs"), verbEndings: try list("verbEndings"), listOrder: try list("listOrder"),
          listSummaries: try list("listSummaries"), restrictions: try list("restrictions"),
          conditionals: try list("conditionals"),
          pointsBack: try list("pointsBack"),
          hedges: try list("hedges"), generic: try list("generic"),
          transliterations: try groups("transliterations"), synonyms: try groups("synonyms"),
          oppositePrefixes: try list("oppositePrefixes")))
    }
    return GradingLexicon(vocabulary: .merged(vocabularies))
  }
}
