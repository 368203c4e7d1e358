/// How well an item was recalled, as FSRS rates it.
public enum Rating: Int, CaseIterable, Hashable, Sendable {
  case again = 1
  case hard = 2
  case good = 3
  case easy = 4
}

extension Rating {
  /// An interview answer's rating from the share of key points it hit: under
  /// half is a miss, under three quarters hard, short of all good, all easy.
  public init(hits: Int, of total: Int) {
    guard total > 0 else {
      self = .again
      return
    }
    switch Double(hits) / Double(total) {
    case ..<0.5: self = .again
    case ..<0.75: self = .hard
    case ..<1: self = .good
    default: self = .easy
    }
  }
}
