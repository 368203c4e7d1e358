import LifeQuizPlatform
import QuizEngine

/// Reads the tokenizer's words from `Localization/vocabulary/<language>.json`
/// for every language and merges them: a Korean question can hold English
/// words and the other way round. A file is an object of named lists; names
/// the tokenizer does not use are left for other readers.
public enum SearchVocabulary {
  public static func tokenizer(localizationFolder: LocalPath) throws(ContentError) -> Tokenizer {
    Tokenizer(vocabulary: try vocabulary(localizationFolder: localizationFolder))
  }

  /// Every language's tokenizer words, merged.
  public static func vocabulary(localizationFolder: LocalPath) throws(ContentError) -> TokenizerVocabulary {
    var vocabularies: [TokenizerVocabulary] = []
    for language in Language.available(in: localizationFolder) {
      let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
      // A language may add words; only English must have them.
      if language != .english && !FileBytes.exists(file.path) { continue }
      let root = try ContentLibrary.document(file)
      vocabularies.append(
        TokenizerVocabulary(
          particles: try list(root["particles"]), endings: try list(root["endings"]), keep: try list(root["keep"]),
          stopwords: try list(root["stopwords"]), suffixes: try groups(root["suffixes"]),
          variants: try groups(root["variants"]), weak: try list(root["search-weak"]),
          callbackIntent: try list(root["search-callback-intent"]),
          segmentation: try segmentation(root["segmentation"])))
    }
    return .merged(vocabularies)
  }

  /// What the words of a selector mean in `language` (`enter` → `진입`), so a
  /// question in that language's words finds the callback it names;
  /// `search-selector-words` in the language's vocabulary file, if any.
  public static func selectorWords(
    localizationFolder: LocalPath, language: Language
  ) throws(ContentError) -> [String: String] {
    let file = localizationFolder.appendingPathComponent("vocabulary/\(language.rawValue).json")
    guard FileBytes.exists(file.path) else { return [:] }
    var words: [String: String] = [:]
    for pair in try groups(ContentLibrary.document(file)["search-selector-words"]) where pair.count == 2 {
      words[pair[0]] = pair[1]
    }
    return words
  }

  /// `"words"` (the default) or `"bigrams"`.
  private static func segmentation(_ field: JSONField) throws(ContentError) -> Segmentation {
    guard !field.isMissing else { return .words }
    let name = try field.string()
    guard let segmentation = Segmentation(rawValue: name) else {
      throw field.fail("must be one of \(Segmentation.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))")
    }
    return segmentation
  }

  private static func list(_ field: JSONField) throws(ContentError) -> [String] {
    field.isMissing ? [] : try field.strings()
  }

  private static func groups(_ field: JSONField) throws(ContentError) -> [[String]] {
    guard !field.isMissing else { return [] }
    var result: [[String]] = []
    for group in try field.array() { result.append(try group.strings()) }
    return result
  }
}
