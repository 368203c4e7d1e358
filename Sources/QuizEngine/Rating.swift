/// How well an item was recalled, as FSRS rates it.
public enum Rating: Int, CaseIterable, Hashable, Sendable {
  case again = 1
  case hard = 2
  case good = 3
  case easy = 4
}
