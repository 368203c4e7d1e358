/// How a language's text is cut into words, named in its vocabulary file
/// (`"segmentation"` in `Localization/vocabulary/<language>.json`).
public enum Segmentation: String, CaseIterable, Hashable, Sendable {
  /// Words stand between spaces and punctuation, as in English and Korean.
  case words
  /// The script writes no spaces (Japanese, Chinese): a run of ideographs
  /// or kana is cut into overlapping pairs of characters, so any two
  /// characters typed from inside a run find it.
  case bigrams
}
