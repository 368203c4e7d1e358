/// One line of the table in issue 15: a lifequiz command, how often to run
/// it, and its goal.
struct Row {
  enum Goal {
    /// At most this many times the Foundation hello's median.
    case ratio(Double)
    /// At most this many seconds.
    case seconds(Double)
  }

  let name: String
  let arguments: [String]
  var environment: [String: String] = [:]
  let runs: Int
  let goal: Goal
  /// Peak memory goal in megabytes.
  var memoryGoal: Int? = nil
  /// A file read as standard input.
  var input: String? = nil
  /// Runs before each timed run, outside the timing (such as removing the
  /// progress cache so it is rebuilt).
  var prepare: () -> Void = {}
}
