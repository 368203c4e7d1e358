import LifeQuizContent

/// `lifequiz help --man`: a roff page made from the same command definitions
/// and strings as the help.
struct ManPage {
  let strings: Localizer
  let commands: [CommandConfiguration]
  let version: String
  let languages: [Language]

  func render() -> String {
    var out = ".TH LIFEQUIZ 1 \"\" \"lifequiz \(version)\" \"User Commands\"\n"
    out += ".SH NAME\nlifequiz \\- \(escape(strings("app.abstract")))\n"
    out += ".SH SYNOPSIS\n.B lifequiz\n.I subcommand\n[\\fIoptions\\fR]\n"
    out += ".SH DESCRIPTION\n\(escape(strings("app.abstract")))\n"
    out += ".SH GLOBAL OPTIONS\n"
    for option in HelpRenderer(strings: strings, width: 80, languages: languages).rootOptions { out += item(option) }
    out += ".SH COMMANDS\n"
    for command in commands {
      out += ".SS \(command.name)\n.B \(escape(command.synopsis))\n.PP\n\(escape(strings(command.abstractKey)))\n"
      if command.hasDiscussion { out += ".PP\n\(escape(strings(command.discussionKey)))\n" }
      for argument in command.arguments {
        out += ".TP\n.I \(argument.name)\n\(escape(strings(argument.helpKey)))\n"
      }
      for option in command.options { out += item(option) }
      for example in command.exampleKeys {
        out += ".TP\n.B \(escape(strings(example.line)))\n\(escape(strings(example.text)))\n"
      }
    }
    out += ".SH ENVIRONMENT\n"
    for (name, text) in [
      ("LIFEQUIZ_LANG, LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "man.env.lang"), ("NO_COLOR", "man.env.no-color"),
      ("LIFEQUIZ_HOME, XDG_DATA_HOME", "man.env.home"), ("LIFEQUIZ_RESOURCES", "man.env.resources"),
      ("XDG_CACHE_HOME", "man.env.cache"),
    ] {
      out += ".TP\n.B \(escape(name))\n\(escape(strings(text)))\n"
    }
    out += ".SH EXIT STATUS\n\(escape(strings("man.exit")))\n"
    return out
  }

  private func item(_ option: OptionSpec) -> String {
    var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    label += "\\fB\\-\\-\(option.name)\\fR"
    if let value = option.valueName { label += " \\fI\(value)\\fR" }
    var text = strings("option.\(option.helpKey)")
    if !option.values.isEmpty {
      text += " " + strings("help.values", ["values": ArgumentReader.list(option.values, strings)])
    }
    return ".TP\n\(label)\n\(escape(text))\n"
  }

  /// roff: backslashes doubled, hyphens marked, lines never starting with a dot or quote.
  private func escape(_ text: String) -> String {
    var out = text.replacing("\\", with: "\\\\").replacing("-", with: "\\-")
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out.replacing("\n.", with: "\n\\&.")
  }
}
