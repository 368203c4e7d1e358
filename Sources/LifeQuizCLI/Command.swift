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
  /// Whether `--lang all` shows every language at once.
  let takesAllLanguages: Bool
  /// How many examples help shows. Example `n` (counting from 1) is the
  /// command line `command.<name>.example.<n>.line` and what it does,
  /// `command.<name>.example.<n>`, both in `Localization/`: a line may name
  /// a language.
  let exampleCount: Int
  /// Whether `command.<name>.discussion` exists.
  let hasDiscussion: Bool
  /// A tool for people who write content, left out of the learner's list
  /// of commands in `--help` (its own help, the man page and completions
  /// still have it).
  let forContributors: Bool

  init(
    name: String, arguments: [ArgumentSpec] = [], options: [any OptionDeclaration] = [],
    takesAllLanguages: Bool = false, exampleCount: Int = 0, hasDiscussion: Bool = false,
    forContributors: Bool = false
  ) {
    self.forContributors = forContributors
    self.name = name
    self.arguments = arguments
    self.options = options.map(\.spec)
    self.takesAllLanguages = takesAllLanguages
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
  func allOptions(languages: [Language]) -> [OptionSpec] {
    options + OptionSpec.globals(languages: languageValues(languages))
  }

  /// What `--lang` takes with this command.
  func languageValues(_ languages: [Language]) -> [String] {
    languages.map(\.rawValue) + (takesAllLanguages ? [GlobalOptions.allLanguages] : [])
  }

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
  /// What a shell offers for it.
  var completion: OptionCompletion = .none
  /// Localized under `argument.<name>`.
  var helpKey: String { "argument.\(name)" }
}
