/// Whole-number options, checked once for every command that takes them.
extension ParsedArguments {
  /// The option's value, or `fallback` when it is not given; anything that is
  /// not a whole number in `range` is a usage error naming the range.
  func number(
    _ name: String, in range: ClosedRange<Int>, default fallback: Int, command: String, context: CommandContext
  ) throws(CLIError) -> Int {
    guard let text = value(name) else { return fallback }
    guard let number = Int(text), range.contains(number) else {
      throw .usage(
        context.strings(
          "error.bad-number",
          ["option": "--\(name)", "value": text, "low": String(range.lowerBound), "high": String(range.upperBound)]),
        command: command)
    }
    return number
  }

  /// `--seed`, or nil when it is not given.
  func seed(command: String, context: CommandContext) throws(CLIError) -> UInt64? {
    guard let text = value("seed") else { return nil }
    guard let seed = UInt64(text) else {
      throw .usage(context.strings("error.bad-seed", ["value": text]), command: command)
    }
    return seed
  }
}
