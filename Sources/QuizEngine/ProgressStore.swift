/// Where practice history lives. The engine only talks to this protocol;
/// the command line uses a file store, tests the in-memory one.
public protocol ProgressStore: Sendable {
  /// The memory state of every item reviewed so far.
  func states() throws -> [String: MemoryState]
  /// Applies one review on top of the latest saved state, saves it before
  /// returning, and returns the item's new state.
  func record(_ review: ReviewRecord, scheduler: FSRSScheduler) throws -> MemoryState
  /// Every review still in effect, oldest first.
  func history() throws -> [ReviewRecord]
  /// Takes back the item's latest answer still in effect; false when it has none.
  func undo(_ item: String, at time: Int) throws -> Bool
  /// Suspends or unsuspends an item; false when it already was so.
  func setSuspended(_ item: String, _ suspended: Bool, at time: Int) throws -> Bool
  /// The items suspended.
  func suspended() throws -> Set<String>
}

/// A store in memory, for tests.
public final class MemoryProgressStore: ProgressStore, @unchecked Sendable {
  private var saved: [String: MemoryState] = [:]
  private var log: [ReviewRecord] = []
  private var suspendedItems: Set<String> = []
  private let scheduler: FSRSScheduler

  public init(scheduler: FSRSScheduler = FSRSScheduler()) {
    self.scheduler = scheduler
  }

  public func states() -> [String: MemoryState] { saved }

  public func record(_ review: ReviewRecord, scheduler: FSRSScheduler) -> MemoryState {
    let state = scheduler.review(saved[review.item], rating: review.rating, at: review.at)
    saved[review.item] = state
    log.append(review)
    return state
  }

  public func history() -> [ReviewRecord] { log }

  public func undo(_ item: String, at time: Int) -> Bool {
    guard let index = log.lastIndex(where: { $0.item == item }) else { return false }
    log.remove(at: index)
    saved[item] = log.filter { $0.item == item }.reduce(nil) { state, review in
      scheduler.review(state, rating: review.rating, at: review.at)
    }
    return true
  }

  public func setSuspended(_ item: String, _ suspended: Bool, at time: Int) -> Bool {
    suspended ? suspendedItems.insert(item).inserted : suspendedItems.remove(item) != nil
  }

  public func suspended() -> Set<String> { suspendedItems }
}
