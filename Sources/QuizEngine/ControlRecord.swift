/// A learner's control in practice, kept in the history beside the answers
/// so a replay of the history gives the same states: `undo` takes back the
/// item's latest answer not already taken back; `suspend` stops the item
/// from being asked until `unsuspend`.
public struct ControlRecord: Hashable, Sendable {
  public enum Action: String, CaseIterable, Sendable {
    case undo, suspend, unsuspend
  }

  public let action: Action
  public let item: String
  /// Seconds since 1970.
  public let at: Int

  public init(_ action: Action, item: String, at: Int) {
    self.action = action
    self.item = item
    self.at = at
  }
}
