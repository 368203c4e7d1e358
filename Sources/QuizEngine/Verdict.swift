import LifecycleCore

/// The outcome of one answer.
public struct Verdict: Hashable, Sendable {
  public let correct: Bool
  public let rating: Rating
  /// For order, next and trace questions: what was missing, extra or out of order.
  public let diff: CallbackDiff?
  /// For view-controller order and notification questions: the same, over timeline entries.
  public var pickDiff: OrderDiff<TimelinePick>? = nil
  /// The answer matched an order the core accepts besides the one it shows,
  /// and this note says why (`Step.acceptableOrders`).
  public var acceptedBecause: VarianceNote? = nil

  /// Entries in place and in all, for an order with partial credit.
  public var inPlace: (count: Int, total: Int)? {
    if let diff { return (diff.inPlace, diff.total) }
    return pickDiff.map { ($0.inPlace, $0.total) }
  }
}
