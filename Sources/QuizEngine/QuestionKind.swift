/// The kinds of question practice asks.
public enum QuestionKind: String, CaseIterable, Hashable, Sendable {
  /// Put the callbacks of a situation in order, leaving out distractors.
  case order
  /// Given the callbacks so far, name the next one (or none).
  case next
  /// The app or scene state after the events.
  case state
  /// Which situations keep the app inactive and which send it to the background.
  case classify
  /// True or false on an interview trap.
  case trap
  /// An interview question answered in your own words, then self-graded.
  case recall
  /// The root view controller's callbacks placed among the delegate callbacks.
  case vcOrder = "vc-order"
  /// Which notifications the last event posts, in order.
  case notification
  /// The SwiftUI scenePhase after the events, as the App or a scene's views read it.
  case phase
  /// Type the delegate callbacks of the last event, with no options given.
  case trace
}
