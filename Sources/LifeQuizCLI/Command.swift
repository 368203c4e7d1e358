import LifeQuizContent

/// A subcommand. Its static configuration drives parsing, help, the man page
/// and completions, so they cannot drift apart. `init` validates; `run` acts.
protocol Command {
  static var configuration: CommandConfiguration { get }
  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError)
  func run(context: CommandContext) throws(CLIError)
}

/// What a command is called, what it takes and how it is explained. Prose is
/// looked up in `Localization/` under `command.<name>.…`.
struct CommandConfiguration: Sendable {
  let name: String
  let arguments: [ArgumentSpec]
  let options: [OptionSpec]
  /// How many examples help shows. Example `n` (counting from 1) is the
  /// command line `command.<name>.example.<n>.line` and what it does,
  /// `command.<name>.example.<n>`, both in `Localization/`: a line may name
  /// a language.
  let exampleCount: Int
  /// Whether `command.<name>.discussion` exists.
  let hasDiscussion: Bool

  init(
    name: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    exampleCount: Int = 0, hasDiscussion: Bool = false
  ) {
    self.name = name
    self.arguments = arguments
    self.options = options
    self.exampleCount = exampleCount
    self.hasDiscussion = hasDiscussion
  }

  var abstractKey: String { "command.\(name).abstract" }
  var discussionKey: String { "command.\(name).discussion" }

  /// The keys of each example: its command line and what it does.
  var exampleKeys: [(line: String, text: String)] {
    (0..<exampleCount).map {
      (line: "command.\(name).example.\($0 + 1).line", text: "command.\(name).example.\($0 + 1)")
    }
  }

  /// The options a command takes, with the global ones every command shares.
  func allOptions(languages: [Language]) -> [OptionSpec] { options + OptionSpec.globals(languages: languages) }

  /// `lifequiz simulate [--style <style>] … <event> ...`
  var synopsis: String {
    var parts = ["lifequiz", name]
    for option in options {
      parts.append("[\(option.flagSpelling)\(option.valueName.map { " <\($0)>" } ?? "")]")
    }
    for argument in arguments {
      let shown = "<\(argument.name)>" + (argument.repeating ? " ..." : "")
      parts.append(argument.optional ? "[\(shown)]" : shown)
    }
    return parts.joined(separator: " ")
  }
}

struct ArgumentSpec: Sendable {
  let name: String
  let optional: Bool
  let repeating: Bool
  /// Localized under `argument.<name>`.
  var helpKey: String { "argument.\(name)" }
}

/// An option: a flag (`--list-events`) or one that takes a value
/// (`--style scene`, `--style=scene`).
struct OptionSpec: Sendable {
  let name: String
  let short: Character?
  /// The placeholder shown in help; nil for a flag.
  let valueName: String?
  /// The values allowed, in help order; empty for free text.
  let values: [String]
  let defaultValue: String?
  /// Localized under `option.<helpKey>`.
  let helpKey: String

  static func flag(_ name: String, short: Character? = nil, help: String? = nil) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, values: [], defaultValue: nil, helpKey: help ?? name)
  }

  static func value(
    _ name: String, short: Character? = nil, placeholder: String? = nil, values: [String] = [],
    default defaultValue: String? = nil, help: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, valueName: placeholder ?? name, values: values,
      defaultValue: defaultValue, helpKey: help ?? name)
  }

  var flagSpelling: String { "--\(name)" }
  var isFlag: Bool { valueName == nil }

  /// Shared by every command; read before the command's own options.
  /// `--lang` takes the languages found in `Localization/`.
  static func globals(languages: [Language]) -> [OptionSpec] {
    [
      .value("lang", values: languages.map(\.rawValue)),
      .value("color", placeholder: "when", values: ColorChoice.allCases.map(\.rawValue), default: "auto"),
      .flag("help", short: "h"),
    ]
  }
}
