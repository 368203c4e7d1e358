/// An option as parsing, help, the man page and completions see it: a flag
/// (`--list-events`) or one that takes a value (`--style scene`,
/// `--style=scene`). Commands declare it typed, as an `Option` or a `Flag`.
struct OptionSpec: Sendable {
  let name: String
  let short: Character?
  /// The placeholder shown in help; nil for a flag.
  let valueName: String?
  /// The values allowed, in help order; empty for free text.
  let values: [String]
  /// The default as help shows it; nil when there is none.
  let defaultValue: String?
  /// Localized under `option.<helpKey>`.
  let helpKey: String
  let completion: OptionCompletion
  /// Why a text is not a value of this option, or nil when it is one.
  let problem: @Sendable (String) -> OptionProblem?

  var flagSpelling: String { "--\(name)" }
  var isFlag: Bool { valueName == nil }

  /// Shared by every command and read before the command's own options.
  /// `--lang` takes the languages found in `Localization/`, and `all` where
  /// the command shows every language at once.
  static func globals(languages: [String]) -> [OptionSpec] {
    [language(languages), GlobalOptions.color.spec, GlobalOptions.noPager.spec, GlobalOptions.help.spec]
  }

  static func language(_ languages: [String]) -> OptionSpec {
    OptionSpec(
      name: "lang", short: nil, valueName: "lang", values: languages, defaultValue: nil, helpKey: "lang",
      completion: .words(languages), problem: { languages.contains($0) ? nil : .notListed })
  }
}
