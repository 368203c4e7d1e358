/// Finds a page from what people type: a topic id, an alias in either
/// language (`inactive`, `비활성`), or a callback by selector, with or without
/// its arguments (`sceneWillResignActive(_:)`, `willResignActive`).
public struct TopicIndex: Sendable {
  public enum Match: Hashable, Sendable {
    case topic(TopicEntry)
    case callback(CallbackEntry)
  }

  private var names: [String: Match] = [:]
  /// Every name, for suggestions and completions.
  public private(set) var allNames: [String] = []

  public init(library: ContentLibrary) throws(ContentError) {
    for topic in library.topics {
      for name in [topic.id] + topic.aliases { add(name, .topic(topic)) }
    }
    for entry in try library.callbacks() {
      for name in [entry.pageID, entry.selector] + entry.aliases { add(name, .callback(entry)) }
    }
  }

  /// A topic by id or alias, without building the whole index: the common
  /// case of `explain`, kept quick.
  public static func topic(_ query: String, in library: ContentLibrary) -> TopicEntry? {
    let key = normalize(query)
    return library.topics.first { topic in topic.id == key || topic.aliases.contains { normalize($0) == key } }
  }

  private mutating func add(_ name: String, _ match: Match) {
    let key = name.containsText("(_:") ? name.lowercased() : Self.normalize(name)
    guard names[key] == nil else { return }
    names[key] = match
    allNames.append(name)
  }

  public func find(_ query: String) -> Match? {
    names[query.trimmingSpaces.lowercased()] ?? names[Self.normalize(query)]
  }

  /// Lowercased, with any `(…)` argument list and surrounding spaces removed.
  static func normalize(_ name: String) -> String {
    let trimmed = name.trimmingSpaces
    let base = trimmed.firstIndex(of: "(").map { String(trimmed[..<$0]) } ?? trimmed
    return base.lowercased()
  }
}
