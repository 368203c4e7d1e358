import LifeQuizPlatform
import LifeQuizStorage

/// `deck --format apkg`: an Anki package, what AnkiMobile imports. A zip of
/// `collection.anki2`, a SQLite collection (schema 11, which every Anki
/// imports), and an empty `media`. One note type, `lifequiz` (Front and
/// Back, and CSS for Hangul and code in light and dark mode); a sub-deck per
/// topic; the notes' GUIDs are those of the text deck, so either import
/// updates the same notes in place.
public struct AnkiPackage {
  let writer: DeckWriter
  /// When the package is made, in seconds: the notes' modification time,
  /// so Anki takes a newer package's notes as newer and updates its own.
  let made: Int64

  public init(writer: DeckWriter, made: Int) {
    self.writer = writer
    self.made = Int64(made)
  }

  public enum Failure: Error, Equatable {
    case database(SQLiteDatabase.Failure)
    case temporaryFile(String)
  }

  /// Fixed ids, and the collection's creation time, so the same cards at
  /// the same time give the same package.
  static let modelID: Int64 = 1_711_111_111_111
  static let created: Int64 = 1_711_111_111

  static let css = """
    .card { font-family: -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", sans-serif;
      font-size: 20px; line-height: 1.5; text-align: left; color: #1c1c1e; background: #ffffff;
      word-break: keep-all; overflow-wrap: anywhere; }
    code { font-family: ui-monospace, Menlo, "SF Mono", Consolas, monospace; font-size: 0.9em;
      background: #f2f2f7; border-radius: 4px; padding: 0 3px; }
    .nightMode .card, .night_mode .card { color: #f2f2f7; background: #1c1c1e; }
    .nightMode code, .night_mode code { background: #2c2c2e; }
    """

  /// The package's bytes; the collection is built in a temporary file.
  public func bytes(_ cards: [Card]) throws(Failure) -> [UInt8] {
    guard let path = TemporaryFile.write([], named: "lifequiz-apkg") else {
      throw .temporaryFile(SystemError.last.reason)
    }
    defer { FileSystem.remove(path) }
    do throws(SQLiteDatabase.Failure) {
      let database = try SQLiteDatabase(path: path)
      try fill(database, cards)
    } catch {
      throw .database(error)
    }
    let collection: [UInt8]
    switch FileBytes.contents(of: path, limit: 1 << 30) {
    case .success(let bytes): collection = bytes
    case .failure(let problem): throw .temporaryFile("\(problem)")
    }
    var archive = ZipArchive()
    archive.add("collection.anki2", collection)
    archive.add("media", Array("{}".utf8))
    return archive.bytes
  }

  private func fill(_ database: SQLiteDatabase, _ cards: [Card]) throws(SQLiteDatabase.Failure) {
    for statement in Self.schema { try database.run(statement) }
    let topics = Array(Set(cards.map(\.topic))).sorted()
    let decks = Dictionary(uniqueKeysWithValues: topics.map { ($0, Self.id("deck/" + $0)) })
    try database.run(
      "insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
      rows: [
        [
          .integer(Self.created), .integer(Self.created * 1000), .integer(Self.created * 1000),
          .text(Self.json(Self.configuration)), .text(Self.json(Self.models)),
          .text(Self.json(Self.decks(decks))), .text(Self.json(Self.deckConfigurations)),
        ]
      ])
    var notes: [[SQLiteDatabase.Value]] = []
    var rows: [[SQLiteDatabase.Value]] = []
    var used: Set<Int64> = []
    for card in cards {
      let guid = writer.guid(card)
      var noteID = Self.id("note/" + guid)
      while !used.insert(noteID).inserted { noteID += 1 }
      let front = writer.html(card.front)
      let fields = front + "\u{1F}" + writer.html(card.back)
      let sortField = Self.plain(front)
      let checksum = SHA1.digest(Array(sortField.utf8)).prefix(4).reduce(Int64(0)) { $0 << 8 | Int64($1) }
      let tags = " " + writer.tags(card).joined(separator: " ") + " "
      notes.append([
        .integer(noteID), .text(guid), .integer(Self.modelID), .integer(made), .text(tags), .text(fields),
        .text(sortField), .integer(checksum),
      ])
      rows.append([
        .integer(noteID), .integer(noteID), .integer(decks[card.topic] ?? 1), .integer(made),
        .integer(Int64(rows.count + 1)),
      ])
    }
    try database.run("begin")
    try database.run("insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", rows: notes)
    try database.run(
      "insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", rows: rows)
    try database.run("commit")
  }

  /// A positive id below 2^53 (JSON-safe) from a name: FNV-1a, 64 bits.
  static func id(_ name: String) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return Int64(hash & 0x1F_FFFF_FFFF_FFFF) | 1
  }

  /// The text of an HTML field without its tags, as Anki sorts and checks it.
  static func plain(_ html: String) -> String {
    var out = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        out.append(character)
      }
    }
    return out
  }

  private static func json(_ value: JSON) -> String {
    (try? value.encoded(.line)) ?? "{}"
  }
}
