import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// The items the content offers in one language, each with its name, and
/// the topics' titles, kept in a file so `stats` need not build the quiz
/// material (every question read, every scenario run) at every start. The
/// file starts with a key: a hash of the program, the language, and the
/// path, size and modification time of every content and localization
/// file. A file with another key, or one that does not read back whole, is
/// ignored and replaced; losing it costs only time.
public struct ItemCatalogueCache: Sendable {
  public struct Catalogue: Hashable, Sendable {
    public let items: [QuizItem]
    /// What each item is called (a scenario's title, a trap's claim), by id.
    public let names: [String: String]
    /// Topic page titles, by topic id.
    public let topics: [String: String]

    public init(items: [QuizItem], names: [String: String], topics: [String: String]) {
      self.items = items
      self.names = names
      self.topics = topics
    }
  }

  static let header = "lifequiz item catalogue 1"
  /// Far above a real catalogue (about 60 KB), so a huge file is never read.
  static let sizeLimit = 8 << 20

  public let path: String
  let key: UInt64

  public init(
    folder: String, language: Language, program: String, contentFolder: LocalPath, localizationFolder: LocalPath
  ) {
    path = folder + "/items-\(language.rawValue).catalogue"
    key = FNVHash.cacheKey(
      "\(Self.header) \(language.rawValue) \(program)", stampsUnder: [contentFolder, localizationFolder])
  }

  /// The catalogue in the file, or nil when the file is missing, stale or
  /// damaged. The last line is a checksum of all before it.
  public func read() -> Catalogue? {
    guard case .success(let bytes) = FileBytes.contents(of: path, limit: Self.sizeLimit),
      String(validating: bytes, as: UTF8.self) != nil, bytes.last == UInt8(ascii: "\n")
    else { return nil }
    return bytes.withUnsafeBufferPointer { read(lines: $0) }
  }

  /// The catalogue in the file's bytes, read in one pass: the file is read
  /// at every `stats` and `practice`. A tab or line break is never part of
  /// another character in UTF-8.
  private func read(lines bytes: UnsafeBufferPointer<UInt8>) -> Catalogue? {
    var lines: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(start..<index)
      start = index + 1
    }
    func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
    // The checksum as written, byte for byte: `B` for `b` is damage too.
    guard let last = lines.popLast(), let first = lines.first else { return nil }
    var sum = FNVHash()
    for line in lines { sum.add(UnsafeRawBufferPointer(text(line))) }
    guard text(last).elementsEqual(String(sum.value, radix: 16).utf8),
      text(first).elementsEqual("\(Self.header) \(String(key, radix: 16))".utf8)
    else { return nil }
    var items: [QuizItem] = []
    var names: [String: String] = [:]
    var topics: [String: String] = [:]
    items.reserveCapacity(lines.count)
    names.reserveCapacity(lines.count)
    for line in lines.dropFirst() {
      var fields: [String] = []
      fields.reserveCapacity(6)
      var fieldStart = line.lowerBound
      for index in line where bytes[index] == UInt8(ascii: "\t") {
        fields.append(Self.field(text(fieldStart..<index)))
        fieldStart = index + 1
      }
      fields.append(Self.field(text(fieldStart..<line.upperBound)))
      switch fields.first {
      case "i":
        guard fields.count == 6, let kind = QuestionKind(rawValue: fields[1]) else { return nil }
        let style: AppStyle?
        if fields[4].isEmpty {
          style = nil
        } else {
          guard let named = AppStyle(rawValue: fields[4]) else { return nil }
          style = named
        }
        let item = QuizItem(kind: kind, source: fields[2], topic: fields[3], style: style)
        items.append(item)
        if !fields[5].isEmpty { names[item.id] = fields[5] }
      case "t":
        guard fields.count == 3 else { return nil }
        topics[fields[1]] = fields[2]
      default:
        return nil
      }
    }
    return Catalogue(items: items, names: names, topics: topics)
  }

  /// Writes `catalogue` atomically; nil on success, else the reason.
  @discardableResult
  public func write(_ catalogue: Catalogue) -> String? {
    guard FileBytes.makeFolder(LocalPath(path).deletingLastPathComponent().path) else { return SystemError.last.reason }
    var lines = ["\(Self.header) \(String(key, radix: 16))"]
    for item in catalogue.items {
      let fields = [
        "i", item.kind.rawValue, item.source, item.topic, item.style?.rawValue ?? "", catalogue.names[item.id] ?? "",
      ]
      lines.append(fields.map(Self.escaped).joined(separator: "\t"))
    }
    for (topic, title) in catalogue.topics.sorted(by: { $0.key < $1.key }) {
      lines.append(["t", topic, title].map(Self.escaped).joined(separator: "\t"))
    }
    lines.append(String(Self.checksum(lines.map { Array($0.utf8) }), radix: 16))
    return AtomicFile.write(bytes: Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
  }

  private static func checksum(_ lines: [[UInt8]]) -> UInt64 {
    var sum = FNVHash()
    for line in lines { sum.add(line) }
    return sum.value
  }

  /// A field with its backslashes, tabs and line breaks written as `\\`,
  /// `\t`, `\n` and `\r`, byte by byte (`\r\n` is one Character, but two
  /// bytes); most fields have none and are returned as they are.
  static func escaped(_ field: String) -> String {
    let special: (UInt8) -> Bool = { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard field.utf8.contains(where: special) else { return field }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.utf8.count + 8)
    for byte in field.utf8 {
      switch byte {
      case 0x5C: bytes += [0x5C, 0x5C]
      case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
      case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
      case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A field's text as read: most have no escape to undo.
  private static func field(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(UInt8(ascii: "\\")) ? unescaped(text) : text
  }

  static func unescaped(_ field: String) -> String {
    var out = String.UnicodeScalarView()
    var escaping = false
    for scalar in field.unicodeScalars {
      if escaping {
        switch scalar {
        case "t": out.append("\t")
        case "n": out.append("\n")
        case "r": out.append("\r")
        default: out.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
