/// One searchable thing in one language, with its text in weighted fields.
public struct SearchDocument: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case topic, callback, question, trap, scenario, event
  }

  public let kind: Kind
  /// What other commands take: topic id, selector, content id, event name.
  public let id: String
  public let title: String
  /// The command line that opens it.
  public let command: String
  /// The page `explain` shows for it, when there is one.
  public let page: String?
  /// Text with its weight: names and titles count more than body text.
  let fields: [(text: String, weight: Double)]
  /// Lines a snippet may come from.
  let lines: [String]
}
