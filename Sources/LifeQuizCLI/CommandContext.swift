import LifeQuizContent

/// What a running command may use: the console, the interface language and
/// its strings, styling, width, and the environment.
struct CommandContext {
  let console: Console
  let strings: Localizer
  let palette: Palette
  let environment: [String: String]
  let resources: ResourceLocator
  /// Whether `--lang` was given (some commands are strict about it).
  let languageWasExplicit: Bool
  /// `--lang both`, which only `deck` accepts.
  var bothLanguages = false

  /// The languages of a deck's cards: both (Korean first), or the one in use.
  var deckLanguages: [Language] { bothLanguages ? [.ko, .en] : [language] }

  var language: Language { strings.language }

  /// Columns to wrap to: the terminal's width, or 80 when not a terminal.
  var width: Int { console.terminalWidth ?? 80 }
}
