/// Terminal styling. A disabled palette returns text unchanged, so piped
/// output stays plain.
struct Palette: Sendable {
  let enabled: Bool

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func cyan(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `--color auto`: colour when standard output is a terminal, `NO_COLOR` is
  /// unset or empty, and the terminal is not `dumb`.
  static func decide(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Palette {
    switch choice {
    case .always: return Palette(enabled: true)
    case .never: return Palette(enabled: false)
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      let dumb = environment["TERM"] == "dumb"
      return Palette(enabled: isTerminal && !noColor && !dumb)
    }
  }
}

enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}
