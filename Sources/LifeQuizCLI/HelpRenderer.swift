import LifeQuizContent

/// Help in the layout Swift developers know from swift-argument-parser:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, EXAMPLES.
struct HelpRenderer {
  let strings: Localizer
  let width: Int
  /// The languages `--lang` takes.
  let languages: [Language]

  private let labelColumn = 26

  func root(commands: [CommandConfiguration]) -> String {
    var out = section("help.overview", [strings("app.abstract")], wrap: true)
    out += section("help.usage", ["lifequiz <subcommand> [options]"], wrap: false)
    out += rows("help.options", rootOptions.map { (label($0), optionHelp($0)) })
    out += rows("help.subcommands", commands.filter { !$0.forContributors }.map { ($0.name, strings($0.abstractKey)) })
    out += wrapped(strings("help.see-subcommand-help"), indent: 2).joined(separator: "\n") + "\n"
    let contributors = commands.filter(\.forContributors).map(\.name)
    if !contributors.isEmpty {
      out +=
        wrapped(strings("help.for-contributors", ["commands": contributors.joined(separator: ", ")]), indent: 2)
        .joined(separator: "\n") + "\n"
    }
    return out
  }

  func command(_ configuration: CommandConfiguration) -> String {
    var out = section("help.overview", [strings(configuration.abstractKey)], wrap: true)
    if configuration.hasDiscussion {
      out += wrapped(strings(configuration.discussionKey), indent: 2).joined(separator: "\n") + "\n\n"
    }
    let heading = strings("help.usage")
    out += heading + " "
    out += Self.synopsis(configuration.synopsis, after: DisplayWidth.of(heading) + 1, width: width) + "\n\n"
    if !configuration.arguments.isEmpty {
      out += rows("help.arguments", configuration.arguments.map { ("<\($0.name)>", strings($0.helpKey)) })
    }
    out += rows("help.options", configuration.allOptions(languages: languages).map { (label($0), optionHelp($0)) })
    if configuration.exampleCount > 0 {
      out += strings("help.examples") + "\n"
      for example in configuration.exampleKeys {
        out += "  " + strings(example.line) + "\n"
        for line in wrapped(strings(example.text), indent: 6) { out += line + "\n" }
      }
      out += "\n"
    }
    out += wrapped(strings("help.see-root-help"), indent: 2).joined(separator: "\n") + "\n"
    return out
  }

  var rootOptions: [OptionSpec] {
    OptionSpec.globals(languages: languages.map(\.rawValue)) + [GlobalOptions.version.spec]
  }

  private func label(_ option: OptionSpec) -> String {
    var text = option.short.map { "-\($0), " } ?? ""
    text += option.flagSpelling
    if let value = option.valueName { text += " <\(value)>" }
    return text
  }

  private func optionHelp(_ option: OptionSpec) -> String {
    var text = strings("option.\(option.helpKey)")
    if !option.values.isEmpty {
      text += " " + strings("help.values", ["values": ArgumentReader.list(option.values, strings)])
    }
    if let value = option.defaultValue {
      text += " " + strings("help.default", ["value": value])
    }
    return text
  }

  /// A usage line wrapped at the width between its bracketed parts, the
  /// lines after the first indented under the first part: `--help` fits
  /// the terminal however many options a command has.
  static func synopsis(_ text: String, after start: Int, width: Int) -> String {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "[" || character == "<" { depth += 1 }
      if character == "]" || character == ">" { depth -= 1 }
      if character == " " && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    let indent = String(repeating: " ", count: start)
    var lines: [String] = []
    var line = ""
    for part in parts where !part.isEmpty {
      if !line.isEmpty, start + DisplayWidth.of(line) + 1 + DisplayWidth.of(part) > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + part
    }
    lines.append(line)
    return lines.joined(separator: "\n" + indent)
  }

  private func section(_ headingKey: String, _ lines: [String], wrap: Bool) -> String {
    var out = strings(headingKey)
    if wrap {
      let body = lines.flatMap { DisplayWidth.wrap($0, width: width - DisplayWidth.of(out) - 1) }
      out += " " + body.joined(separator: "\n" + String(repeating: " ", count: DisplayWidth.of(out) + 1))
    } else {
      out += " " + lines.joined(separator: "\n")
    }
    return out + "\n\n"
  }

  private func rows(_ headingKey: String, _ items: [(String, String)]) -> String {
    var out = strings(headingKey) + "\n"
    for (label, help) in items {
      let helpLines = DisplayWidth.wrap(help, width: width - labelColumn)
      let indent = String(repeating: " ", count: labelColumn)
      if DisplayWidth.of(label) + 2 < labelColumn - 1 {
        out += DisplayWidth.pad("  " + label, to: labelColumn) + helpLines[0] + "\n"
        for line in helpLines.dropFirst() { out += indent + line + "\n" }
      } else {
        out += "  " + label + "\n"
        for line in helpLines { out += indent + line + "\n" }
      }
    }
    return out + "\n"
  }

  private func wrapped(_ text: String, indent: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      DisplayWidth.wrap(String(paragraph), width: width - indent).map {
        String(repeating: " ", count: indent) + $0
      }
    }
  }
}
