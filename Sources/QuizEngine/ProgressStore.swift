/// Where practice history lives. The engine only talks to this protocol;
/// the command line uses a file store, tests the in-memory one.
public protocol ProgressStore: Sendable {
  /// The memory state of every item reviewed so far.
  func states() throws -> [String: MemoryState]
  /// Applies one review on top of the latest saved state, saves it before
  /// returning, and returns the item's new state.
  func record(_ review: ReviewRecord, scheduler: FSRSScheduler) throws -> MemoryState
  /// Every review, oldest first.
  func history() throws -> [ReviewRecord]
}

/// A store in memory, for tests.
public final class MemoryProgressStore: ProgressStore, @unchecked Sendable {
  private var saved: [String: MemoryState] = [:]
  private var log: [ReviewRecord] = []

  public init() {}

  public func states() -> [String: MemoryState] { saved }

  public func record(_ review: ReviewRecord, scheduler: FSRSScheduler) -> MemoryState {
    let state = scheduler.review(saved[review.item], rating: review.rating, at: review.at)
    saved[review.item] = state
    log.append(review)
    return state
  }

  public func history() -> [ReviewRecord] { log }
}
