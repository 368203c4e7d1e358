/// FSRS memory state of one item: stability in days, difficulty 1–10, and
/// when it was last reviewed and is due next (seconds since 1970).
public struct MemoryState: Hashable, Sendable {
  public var stability: Double
  public var difficulty: Double
  public var lastReview: Int
  public var due: Int
  public var reviews: Int
  public var lapses: Int
  /// When the item was first reviewed, for the daily limit on new items.
  public var firstReview: Int

  /// The bounds the scheduler keeps: stability from py-fsrs's S_MIN (0.001
  /// days) to a ceiling far past the longest interval; difficulty 1–10.
  public static let stabilities = 0.001...1_000_000.0
  public static let difficulties = 1.0...10.0
  /// Review times, and due dates up to a maximum interval after them.
  public static let times = ReviewRecord.times.lowerBound...(ReviewRecord.times.upperBound + 36_500 * 86_400)
  public static let reviewLimit = 100_000_000

  public init(
    stability: Double, difficulty: Double, lastReview: Int, due: Int, reviews: Int, lapses: Int, firstReview: Int
  ) {
    self.stability = stability
    self.difficulty = difficulty
    self.lastReview = lastReview
    self.due = due
    self.reviews = reviews
    self.lapses = lapses
    self.firstReview = firstReview
  }
}
