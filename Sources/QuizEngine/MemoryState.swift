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
