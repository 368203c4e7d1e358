/// How a deck is written out. Every format is deterministic: the same
/// content and options give the same bytes.
public enum DeckFormat: String, CaseIterable, Sendable {
  /// Anki's plain-text import with file headers and a GUID column.
  case anki
  /// Front, back, tags; RFC 4180 quoting (Quizlet-style importers).
  case csv
  /// Question/answer blocks for Obsidian's spaced-repetition plugin.
  case markdown
  /// The cards as data.
  case json
  /// An Anki package (`.apkg`), a file AnkiMobile imports: `AnkiPackage`.
  case apkg
}
