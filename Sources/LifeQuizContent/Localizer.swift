import LifeQuizPlatform
import LifeQuizStorage

/// The program's own words (prompts, labels, headings, errors, help), read
/// from `Localization/<language>.json`: a flat object of key → text, with
/// `{name}` placeholders. Content prose lives in `Content/`, not here.
public struct Localizer: Sendable {
  public let language: Language
  private let texts: [String: String]
  private let fallback: [String: String]

  public init(language: Language, folder: LocalPath) throws(ResourceError) {
    self.language = language
    self.fallback = try Self.table(.english, in: folder)
    self.texts = language == .english ? fallback : try Self.table(language, in: folder)
  }

  /// The same words in `language`, sharing this localizer's English
  /// fallback, so a command that speaks two languages reads each file once.
  public func speaking(_ language: Language, folder: LocalPath) throws(ResourceError) -> Localizer {
    if language == self.language { return self }
    let texts = language == .english ? fallback : try Self.table(language, in: folder)
    return Localizer(language: language, texts: texts, fallback: fallback)
  }

  /// A localizer over given tables, for tests.
  public init(language: Language, texts: [String: String], fallback: [String: String] = [:]) {
    self.language = language
    self.texts = texts
    self.fallback = fallback
  }

  /// The text for `key`, with `{name}` placeholders filled in. A key missing
  /// from both tables comes back as itself, so a gap is visible rather than
  /// silent; the localization tests make sure none exists.
  /// The text of `key`, or of `key.one` when `count` is 1: the languages
  /// here need no other plural form.
  public func callAsFunction(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
    self(count == 1 ? key + ".one" : key, arguments)
  }

  public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
    guard let template = texts[key] ?? fallback[key] else { return Self.missing(key, arguments) }
    guard !arguments.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
    // Placeholders are ASCII: scan the UTF-8 bytes, not Characters.
    let bytes = Array(template.utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count + 32)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
        let value = arguments[String(decoding: bytes[(index + 1)..<close], as: UTF8.self)]
      {
        text.append(contentsOf: value.utf8)
        index = close + 1
      } else {
        text.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// A text no installed file has (English included, so the files are
  /// damaged): a sentence that says so, with what it was to show, never the
  /// bare key.
  static func missing(_ key: String, _ arguments: [String: String]) -> String {
    let values = arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    return "(the text '\(key)' is missing from lifequiz's Localization files; reinstall lifequiz)"
      + (values.isEmpty ? "" : " " + values)
  }

  public static func table(_ language: Language, in folder: LocalPath) throws(ResourceError) -> [String: String] {
    let file = folder.appendingPathComponent("\(language.rawValue).json")
    let members: JSONObject
    do throws(ContentError) {
      members = try ContentLibrary.document(file).members()
    } catch {
      if error.key == "(file)" { throw .unreadable(file: file.path, reason: error.reason) }
      throw .damaged(file: file.path, key: error.key, reason: error.reason)
    }
    var table: [String: String] = [:]
    table.reserveCapacity(members.count)
    for (key, value) in members {
      guard case .string(let text) = value else {
        throw .damaged(file: file.path, key: key, reason: "must be a string")
      }
      table[key] = text
    }
    return table
  }
}
