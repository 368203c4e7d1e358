/// One answer, as history keeps it.
public struct ReviewRecord: Hashable, Sendable {
  public let item: String
  public let kind: String
  public let topic: String
  /// Seconds since 1970.
  public let at: Int
  public let rating: Rating
  public let correct: Bool

  /// Times a record may carry: 1970 to the year 3000. Anything else is a
  /// damaged record, and `LIFEQUIZ_NOW` outside it is a usage error.
  public static let times = 0...32_503_680_000

  public init(item: String, kind: String, topic: String, at: Int, rating: Rating, correct: Bool) {
    self.item = item
    self.kind = kind
    self.topic = topic
    self.at = at
    self.rating = rating
    self.correct = correct
  }
}
