/// How well an item was recalled, as FSRS rates it.
public enum Rating: Int, CaseIterable, Hashable, Sendable {
  case again = 1
  case hard = 2
  case good = 3
  case easy = 4
}

extension Rating {
  /// `again`, `hard`, `good`, `easy`: as transcripts store it and as the
  /// vocabulary's `grade-<name>` lists are named.
  public var name: String {
    switch self {
    case .again: "again"
    case .hard: "hard"
    case .good: "good"
    case .easy: "easy"
    }
  }
}
