/// One searchable thing in one language, with its text in weighted fields.
public struct SearchDocument: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case topic, callback, question, trap, scenario, event

    /// How much a match counts by kind: a page or an interview question
    /// answers a question; a trap, a scenario or an event illustrates one.
    var prior: Double {
      switch self {
      case .topic, .question: 1
      case .callback: 0.9
      case .trap: 0.8
      case .scenario, .event: 0.7
      }
    }
  }

  public let kind: Kind
  /// What other commands take: topic id, selector, content id, event name.
  public let id: String
  public let title: String
  /// The command line that opens it.
  public let command: String
  /// The page `explain` shows for it, when there is one.
  public let page: String?
  /// Names that mean exactly this document when typed alone, lowercased:
  /// a topic's id and aliases, a callback's selector and short names.
  let names: Set<String>
  /// Text by where it sits: names and titles count more than body text.
  let fields: [(field: SearchField, text: String)]
  /// Lines a snippet may come from.
  /// Worked out only for the documents shown.
  let lines: @Sendable () -> [String]
  /// Per line, the numbers of its terms in the index's table, as the cache
  /// stores them so a snippet need not tokenize its page again; nil for a
  /// line with a term the table lacks. Empty when not stored.
  let lineTerms: @Sendable () -> [[Int]?]

  init(
    kind: Kind, id: String, title: String, command: String, page: String?, names: Set<String>,
    fields: [(field: SearchField, text: String)], lines: @escaping @Sendable () -> [String],
    lineTerms: @escaping @Sendable () -> [[Int]?] = { [] }
  ) {
    self.kind = kind
    self.id = id
    self.title = title
    self.command = command
    self.page = page
    self.names = names
    self.fields = fields
    self.lines = lines
    self.lineTerms = lineTerms
  }
}
