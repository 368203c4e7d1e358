import LifeQuizContent

/// `lifequiz help --man`: a roff page made from the same command declarations
/// and strings as the help.
struct ManPage {
  let strings: Localizer
  let commands: [CommandConfiguration]
  let version: String
  let languages: [Language]

  /// Every environment variable the program reads, with what it does.
  static let environment: [(names: String, key: String)] = [
    ("LIFEQUIZ_LANG, LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "man.env.lang"),
    ("LIFEQUIZ_HOME, XDG_DATA_HOME", "man.env.home"),
    ("XDG_CACHE_HOME", "man.env.cache"),
    ("HOME", "man.env.user-home"),
    ("LIFEQUIZ_RESOURCES", "man.env.resources"),
    ("NO_COLOR", "man.env.no-color"),
    ("TERM", "man.env.term"),
    ("LC_ALL, LC_CTYPE, LANG", "man.env.charset"),
    ("LIFEQUIZ_PAGER, PAGER", "man.env.pager"),
    ("LIFEQUIZ_NOW", "man.env.now"),
  ]

  /// The files the program reads and writes, at their default places.
  static let files: [(path: String, key: String)] = [
    ("~/.local/share/lifequiz/", "man.files.data"),
    ("~/.local/share/lifequiz/history.jsonl", "man.files.history"),
    ("~/.local/share/lifequiz/progress.json", "man.files.progress"),
    ("~/.local/share/lifequiz/progress.lock", "man.files.lock"),
    ("~/.local/share/lifequiz/interviews/", "man.files.interviews"),
    ("~/.cache/lifequiz/search-<lang>.index", "man.files.cache"),
    ("<prefix>/share/lifequiz/resources/", "man.files.resources"),
  ]

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
    }
    // Where a reader of a manual page looks for them: one section, by command.
    out += ".SH EXAMPLES\n"
    for command in commands where !command.exampleKeys.isEmpty {
      out += ".SS \(command.name)\n"
      for example in command.exampleKeys {
        out += ".TP\n.B \(escape(strings(example.line)))\n\(escape(strings(example.text)))\n"
      }
    }
    out += ".SH FILES\n"
    for (path, key) in Self.files {
      out += ".TP\n.I \(escape(path))\n\(escape(strings(key)))\n"
    }
    out += ".SH ENVIRONMENT\n"
    for (names, key) in Self.environment {
      out += ".TP\n.B \(escape(names))\n\(escape(strings(key)))\n"
    }
    out += ".SH EXIT STATUS\n\(escape(strings("man.exit")))\n"
    return out
  }

  private func item(_ option: OptionSpec) -> String {
    var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    label += "\\fB\\-\\-\(escape(option.name))\\fR"
    if let value = option.valueName { label += " \\fI\(escape(value))\\fR" }
    var text = strings("option.\(option.helpKey)")
    if !option.values.isEmpty {
      text += " " + strings("help.values", ["values": ArgumentReader.list(option.values, strings)])
    }
    if let value = option.defaultValue {
      text += " " + strings("help.default", ["value": value])
    }
    return ".TP\n\(label)\n\(escape(text))\n"
  }

  /// roff: backslashes doubled, hyphens marked, no line starting with a dot
  /// or a quote (a control line).
  private func escape(_ text: String) -> String {
    var out = ""
    var lineStart = true
    for character in text {
      if lineStart && (character == "." || character == "'") { out += "\\&" }
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default: out.append(character)
      }
      lineStart = character == "\n"
    }
    return out
  }
}
