import LifeQuizPlatform
import LifeQuizStorage
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
      bytes.last == UInt8(ascii: "\n")
    else { return nil }
    return bytes.withUnsafeBufferPointer { read(lines: $0) }
  }

  /// The catalogue in the file's bytes, read in one pass over the lines,
  /// each field made a string (and checked as UTF-8) once: the file is read
  /// at every `stats` and `practice`. A tab or line break is never part of
  /// another character in UTF-8.
  private func read(lines bytes: UnsafeBufferPointer<UInt8>) -> Catalogue? {
    // The checksum line: after the line break before the final one.
    var checksumStart = bytes.count - 1
    while checksumStart > 0 && bytes[checksumStart - 1] != UInt8(ascii: "\n") { checksumStart -= 1 }
    guard checksumStart > 0 else { return nil }
    func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
    var items: [QuizItem] = []
    var names: [String: String] = [:]
    var topics: [String: String] = [:]
    var sum = FNVHash()
    var fields = FieldReader()
    var lineStart = 0
    while lineStart < checksumStart {
      guard let line = fields.split(bytes, from: lineStart) else { return nil }
      sum.add(UnsafeRawBufferPointer(text(line)))
      if lineStart == 0 {
        guard text(line).elementsEqual("\(Self.header) \(String(key, radix: 16))".utf8) else { return nil }
        let estimate = checksumStart / 80
        items.reserveCapacity(estimate)
        names.reserveCapacity(estimate)
      } else {
        guard fields.read(into: &items, names: &names, topics: &topics, from: bytes) else { return nil }
      }
      lineStart = line.upperBound + 1
    }
    // The checksum as written, byte for byte: `B` for `b` is damage too.
    guard text(checksumStart..<bytes.count - 1).elementsEqual(String(sum.value, radix: 16).utf8) else { return nil }
    return Catalogue(items: items, names: names, topics: topics)
  }

  private static let kinds = QuestionKind.allCases.map { (Array($0.rawValue.utf8), $0) }
  private static let styles = AppStyle.allCases.map { (Array($0.rawValue.utf8), $0) }

  /// The value in `table` whose raw value is `bytes`, with no string made.
  private static func named<Value>(_ bytes: UnsafeBufferPointer<UInt8>, in table: [([UInt8], Value)]) -> Value? {
    table.first { $0.0.count == bytes.count && $0.0.elementsEqual(bytes) }?.1
  }

  /// The fields of one catalogue line: where each starts and ends.
  private struct FieldReader {
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var escaped = false
    private var nonASCII = false

    init() {
      starts.reserveCapacity(8)
      ends.reserveCapacity(8)
    }

    /// Splits the line at `start` into fields; the line's range, without its
    /// line break, or nil when no line break ends it.
    mutating func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
      starts.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      escaped = false
      nonASCII = false
      starts.append(start)
      var index = start
      while index < bytes.count {
        // Eight bytes at a time past plain text: no tab, line break or backslash.
        if index + 8 <= bytes.count {
          let word = ByteWord(bytes, at: index)
          if !word.containsByte(below: 0x0B) && !word.contains(0x5C) {
            nonASCII = nonASCII || word.containsNonASCII
            index += 8
            continue
          }
        }
        switch bytes[index] {
        case UInt8(ascii: "\t"):
          ends.append(index)
          starts.append(index + 1)
        case UInt8(ascii: "\n"):
          ends.append(index)
          return start..<index
        case UInt8(ascii: "\\"):
          escaped = true
        case 0x80...:
          nonASCII = true
        default:
          break
        }
        index += 1
      }
      return nil
    }

    /// Adds the item or topic title the split line holds; false when the
    /// line is not one or a field is not valid UTF-8.
    func read(
      into items: inout [QuizItem], names: inout [String: String], topics: inout [String: String],
      from bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      func field(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[starts[number]..<ends[number]])
      }
      // Decoding repairs invalid UTF-8, so a field that is not valid does
      // not read back as its bytes.
      func string(_ number: Int) -> String? {
        let bytes = field(number)
        var text = String(decoding: bytes, as: UTF8.self)
        if nonASCII {
          guard text.withUTF8({ ByteWord.equal($0, bytes) }) else { return nil }
        }
        return escaped ? ItemCatalogueCache.unescaped(text) : text
      }
      let type = field(0)
      guard type.count == 1 else { return false }
      switch type[0] {
      case UInt8(ascii: "i"):
        guard starts.count == 6, let kind = ItemCatalogueCache.named(field(1), in: ItemCatalogueCache.kinds),
          let source = string(2),
          let topic = string(3), let name = string(5)
        else { return false }
        let style: AppStyle?
        if field(4).isEmpty {
          style = nil
        } else {
          guard let named = ItemCatalogueCache.named(field(4), in: ItemCatalogueCache.styles) else { return false }
          style = named
        }
        let item = QuizItem(kind: kind, source: source, topic: topic, style: style)
        items.append(item)
        if !name.isEmpty { names[item.id] = name }
      case UInt8(ascii: "t"):
        guard starts.count == 3, let topic = string(1), let title = string(2) else { return false }
        topics[topic] = title
      default:
        return false
      }
      return true
    }
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
