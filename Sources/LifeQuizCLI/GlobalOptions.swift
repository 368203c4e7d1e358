import LifeQuizContent

/// `--lang` and `--color` may stand anywhere on the command line.
struct GlobalOptions {
  var language: String?
  var color: String?
  /// `--no-pager`: long output is printed even in a terminal.
  var noPager = false

  static let color = Option<ColorChoice>("color", placeholder: "when", default: .auto)
  static let help = Flag("help", short: "h")
  static let version = Flag("version", short: "v")
  static let noPager = Flag("no-pager")

  /// `--lang all`: every language at once, where a command shows several.
  static let allLanguages = "all"
  /// The name `all` had when there were two languages; still read.
  static let bothLanguages = "both"

  /// `--lang` as the language code it names: a locale's spelling
  /// (`pt-BR`, `pt_BR.UTF-8`) names the language found for it (`pt-br`,
  /// else `pt`), and `both` is `all` for a command that takes it. Anything
  /// else is left for `validate`, which names the value as typed.
  mutating func nameLanguage(among languages: [Language], takesAll: Bool) {
    guard let value = language else { return }
    if value == Self.bothLanguages && takesAll {
      language = Self.allLanguages
    } else if value != Self.allLanguages, let found = Language(localeIdentifier: value, among: languages) {
      language = found.rawValue
    }
  }

  static func extract(from arguments: inout [String]) -> GlobalOptions {
    var options = GlobalOptions()
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        kept += arguments[index...]
        break
      }
      if argument == "--no-pager" {
        options.noPager = true
        index += 1
        continue
      }
      if let (name, value) = match(argument, next: arguments.indices.contains(index + 1) ? arguments[index + 1] : nil) {
        if name == "lang" { options.language = value ?? "" } else { options.color = value ?? "" }
        index += argument.containsText("=") ? 1 : 2
        continue
      }
      kept.append(argument)
      index += 1
    }
    arguments = kept
    return options
  }

  private static func match(_ argument: String, next: String?) -> (String, String?)? {
    for name in ["lang", "color"] {
      if argument == "--\(name)" { return (name, next) }
      if argument.hasPrefix("--\(name)=") { return (name, String(argument.dropFirst(name.count + 3))) }
    }
    return nil
  }

  /// `languages` are what `--lang` takes here: the command's, when the
  /// command line names one (`command`).
  func validate(_ strings: Localizer, languages: [String], command: String?) throws(CLIError) {
    let reader = ArgumentReader(options: [], command: command, strings: strings)
    if let language {
      try reader.check(language, for: OptionSpec.language(languages))
    }
    if let color {
      try reader.check(color, for: Self.color.spec)
    }
  }
}
