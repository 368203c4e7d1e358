/// Why an option's text is not a value of its type; `ArgumentReader` turns
/// it into the one-line usage error.
enum OptionProblem: Error, Equatable, Sendable {
  /// Not one of the values the option lists.
  case notListed
  /// Not a whole number in the range.
  case notNumber(ClosedRange<Int>)
  case notSeed
  /// A word of a `--show` list that names no layer.
  case unknownLayer(String)
}
