/// The language words the tokenizer needs, read from
/// `Localization/vocabulary/<language>.json`. Every list may be empty; the
/// vocabularies of all languages are merged, because either language's text
/// can hold the other's words.
public struct TokenizerVocabulary: Hashable, Sendable {
  /// Korean particles removed from the end of a word: `에서`, `를`.
  public var particles: [String]
  /// Korean endings removed after the particle: `하는`, `됩니다`.
  public var endings: [String]
  /// Words that only look like they end in a particle or ending: `추가`, `결과`.
  public var keep: [String]
  /// Words too common to help find anything: `the`, `무엇`.
  public var stopwords: [String]
  /// English suffix rules, tried in order, the first that fits wins:
  /// `["ies", "y"]` turns `memories` into `memory`; `["ss", "ss"]` keeps `process`.
  public var suffixes: [[String]]
  /// Spellings of one word, the first being the one kept:
  /// `["스레드", "쓰레드"]`, `["suspend", "suspension"]`.
  public var variants: [[String]]
  /// Words a search weighs down but keeps: they carry a little meaning in a
  /// question ("user", "gets") and more in an answer, so they are no stopwords.
  public var weak: [String]
  /// Words that ask for a callback ("method", "호출되는"): a search puts the
  /// callbacks that say all the rest of the question first.
  public var callbackIntent: [String]
  /// How the language's text is cut into words.
  public var segmentation: Segmentation

  public init(
    particles: [String] = [], endings: [String] = [], keep: [String] = [], stopwords: [String] = [],
    suffixes: [[String]] = [], variants: [[String]] = [], weak: [String] = [], callbackIntent: [String] = [],
    segmentation: Segmentation = .words
  ) {
    self.particles = particles
    self.endings = endings
    self.keep = keep
    self.stopwords = stopwords
    self.suffixes = suffixes
    self.variants = variants
    self.weak = weak
    self.callbackIntent = callbackIntent
    self.segmentation = segmentation
  }

  /// All the lists of several vocabularies together, in order. Text in one
  /// language holds words of the others, so when any language cuts its
  /// script into pairs, that script is cut so wherever it appears; no
  /// other script changes.
  public static func merged(_ vocabularies: [TokenizerVocabulary]) -> TokenizerVocabulary {
    TokenizerVocabulary(
      particles: vocabularies.flatMap(\.particles), endings: vocabularies.flatMap(\.endings),
      keep: vocabularies.flatMap(\.keep), stopwords: vocabularies.flatMap(\.stopwords),
      suffixes: vocabularies.flatMap(\.suffixes), variants: vocabularies.flatMap(\.variants),
      weak: vocabularies.flatMap(\.weak), callbackIntent: vocabularies.flatMap(\.callbackIntent),
      segmentation: vocabularies.contains { $0.segmentation == .bigrams } ? .bigrams : .words)
  }
}
