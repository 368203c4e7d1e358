import LifecycleCore

/// The rating of a recall answer, chosen by the learner.
public enum SelfGrade {
  /// `1`–`4`, or a word of the vocabulary's grade lists (`again`, `다시`).
  public static func parse(_ input: String, vocabulary: AnswerVocabulary) -> Rating? {
    let word = AnswerParser.normalize(input)
    if let number = Int(word), let rating = Rating(rawValue: number) { return rating }
    return Rating.allCases.first { vocabulary.grades[$0]?.contains(word) == true }
  }
}
