import LifecycleCore

/// The sources of `Content/sources.json`, and which of them each badge note
/// and each topic rests on.
public struct SourceCatalog: Sendable {
  public let sources: [SourceEntry]
  /// Source ids by variance-note id (`swipe-kill-discards-session`).
  public let notes: [String: [String]]
  /// Source ids by topic id.
  public let topics: [String: [String]]

  init(_ root: JSONField) throws(ContentError) {
    var sources: [SourceEntry] = []
    for item in try root["sources"].array() { sources.append(try SourceEntry(item)) }
    self.sources = sources
    notes = try Self.lists(root["notes"])
    topics = try Self.lists(root["topics"])
  }

  private static func lists(_ field: JSONField) throws(ContentError) -> [String: [String]] {
    var lists: [String: [String]] = [:]
    for (key, value) in try field.members() {
      lists[key] = try JSONField(value: value, path: .key(field.path, key), file: field.file).strings()
    }
    return lists
  }

  public func source(_ id: String) -> SourceEntry? { sources.first { $0.id == id } }

  /// The sources behind these notes, each once, in the order first named.
  public func sources(for notes: [VarianceNote]) -> [SourceEntry] {
    resolve(notes.flatMap { self.notes[$0.rawValue] ?? [] })
  }

  /// The sources of a topic page and of the notes its traces show.
  public func sources(forTopic topic: String, notes: [VarianceNote]) -> [SourceEntry] {
    resolve((topics[topic] ?? []) + notes.flatMap { self.notes[$0.rawValue] ?? [] })
  }

  /// A callback's own documentation (a source whose title names the
  /// selector), then the sources of the notes its page shows.
  public func sources(forCallback selector: String, notes: [VarianceNote]) -> [SourceEntry] {
    let own = sources.filter { $0.title.contains(selector) }.map(\.id)
    return resolve(own + notes.flatMap { self.notes[$0.rawValue] ?? [] })
  }

  private func resolve(_ ids: [String]) -> [SourceEntry] {
    var seen: Set<String> = []
    return ids.compactMap { id in seen.insert(id).inserted ? source(id) : nil }
  }
}
