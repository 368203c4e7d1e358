/// One line of the history: an answer, or a control that acts on answers.
public enum HistoryEntry: Hashable, Sendable {
  case review(ReviewRecord)
  case control(ControlRecord)
}
