import LifeQuizContent

/// Reads arguments against option specs: `--name value`, `--name=value`,
/// `-h`, flags, positionals, and `--` to end options. Unknown options and
/// values outside an option's list are usage errors with a suggestion.
struct ArgumentReader {
  let options: [OptionSpec]
  let command: String?
  let strings: Localizer

  func read(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (spelling, inlineValue) = split(argument)
      let option = try find(spelling)
      if option.isFlag {
        if inlineValue != nil {
          throw .usage(strings("error.flag-takes-no-value", ["option": option.flagSpelling]), command: command)
        }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw .usage(
          strings("error.missing-value", ["option": option.flagSpelling, "value": option.valueName ?? ""]),
          command: command)
      }
      try check(value, for: option)
      parsed.values[option.name] = value
    }
    return parsed
  }

  private func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private func find(_ spelling: String) throws(CLIError) -> OptionSpec {
    if spelling.hasPrefix("--"), let option = options.first(where: { $0.flagSpelling == spelling }) {
      return option
    }
    if spelling.count == 2, let option = options.first(where: { $0.short.map { "-\($0)" } == spelling }) {
      return option
    }
    let names = options.map(\.flagSpelling)
    var message = strings("error.unknown-option", ["option": spelling])
    if let near = Suggestion.nearest(to: spelling, in: names) {
      message += " " + strings("error.did-you-mean", ["name": near])
    }
    throw .usage(message, command: command)
  }

  /// A value the option's type cannot read is a usage error saying what it
  /// takes, with the nearest listed value when there is one.
  func check(_ value: String, for option: OptionSpec) throws(CLIError) {
    guard let problem = option.problem(value) else { return }
    var message: String
    switch problem {
    case .notListed:
      message = strings(
        "error.invalid-value",
        ["value": value, "option": option.flagSpelling, "values": Self.list(option.values, strings)])
      if let near = Suggestion.nearest(to: value, in: option.values) {
        message += " " + strings("error.did-you-mean", ["name": near])
      }
    case .notNumber(let range):
      message = strings(
        "error.bad-number",
        [
          "option": option.flagSpelling, "value": value, "low": String(range.lowerBound),
          "high": String(range.upperBound),
        ])
    case .notSeed:
      message = strings("error.bad-seed", ["value": value])
    case .unknownLayer(let word):
      message = strings("error.unknown-layer", ["value": word, "values": TraceLayers.names.joined(separator: ", ")])
    }
    throw .usage(message, command: command)
  }

  /// "a, b or c" in the interface language.
  static func list(_ items: [String], _ strings: Localizer) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + strings("list.last-separator") + items[items.count - 1]
  }
}
