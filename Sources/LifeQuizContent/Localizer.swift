import LifeQuizPlatform
import LifeQuizStorage

/// The program's own words (prompts, labels, headings, errors, help), read
/// from `Localization/<language>.json`: a flat object of key → text, with
/// `{name}` placeholders. Content prose lives in `Content/`, not here.
public struct Localizer: Sendable {
  public let language: Language
  /// How this language counts, from its own file (`language.plural`).
  public let plural: PluralRule
  private let texts: LocalizedTexts
  private let english: EnglishTexts

  public init(language: Language, folder: LocalPath) throws(ResourceError) {
    let texts = try Self.texts(language, in: folder)
    let plural = try Self.plural(of: language, in: texts, folder: folder)
    let english = language == .english ? EnglishTexts(texts, plural: plural) : EnglishTexts(folder: folder)
    self.init(language: language, texts: texts, plural: plural, english: english)
  }

  /// The same words in `language`, sharing this localizer's English
  /// fallback, so a command that speaks two languages reads each file once.
  public func speaking(_ language: Language, folder: LocalPath) throws(ResourceError) -> Localizer {
    if language == self.language { return self }
    if language == .english {
      let read = try english.get()
      return Localizer(language: language, texts: read.texts, plural: read.plural, english: english)
    }
    let texts = try Self.texts(language, in: folder)
    return Localizer(
      language: language, texts: texts, plural: try Self.plural(of: language, in: texts, folder: folder),
      english: english)
  }

  private init(language: Language, texts: LocalizedTexts, plural: PluralRule, english: EnglishTexts) {
    self.language = language
    self.texts = texts
    self.plural = plural
    self.english = english
  }

  /// The rule `table` declares, else English's; a rule that does not read
  /// is a damaged file.
  static func plural(of language: Language, in table: LocalizedTexts, folder: LocalPath)
    throws(ResourceError) -> PluralRule
  {
    guard let text = table[PluralRule.key] else { return .english }
    do throws(PluralRule.SyntaxError) {
      return try PluralRule(text)
    } catch {
      let file = folder.appendingPathComponent("\(language.rawValue).json").path
      throw .damaged(file: file, key: PluralRule.key, reason: error.reason)
    }
  }

  /// A localizer over given tables, for tests; a plural rule that does not
  /// read counts like English.
  public init(language: Language, texts: [String: String], fallback: [String: String] = [:]) {
    self.language = language
    self.texts = LocalizedTexts(texts)
    self.plural = texts[PluralRule.key].flatMap { try? PluralRule($0) } ?? .english
    english = EnglishTexts(
      LocalizedTexts(fallback), plural: fallback[PluralRule.key].flatMap { try? PluralRule($0) } ?? .english)
  }

  /// The text of `key` for `count` things: the language's form for exactly
  /// that number when it has one (`key.=1`, as Korean says 하나), else the
  /// form of the count's plural category (`key.few`; `other` is `key`
  /// itself). A language without the text uses English's, by English's rule.
  public func callAsFunction(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
    self(formKey(key, count: count), arguments)
  }

  /// Which key `count` picks for the counted text `key`.
  public func formKey(_ key: String, count: Int) -> String {
    let exact = key + ".=" + String(count)
    if texts[exact] != nil { return exact }
    let form = Self.form(key, plural.category(of: count))
    if texts[form] != nil || texts[key] != nil { return texts[form] != nil ? form : key }
    guard let english = try? english.get() else { return key }
    let englishForm = Self.form(key, english.plural.category(of: count))
    return english.texts[englishForm] != nil ? englishForm : key
  }

  /// `key.few`, or `key` for `other`.
  public static func form(_ key: String, _ category: PluralCategory) -> String {
    category == .other ? key : key + "." + category.rawValue
  }

  /// The text for `key`, with `{name}` placeholders filled in. A key missing
  /// from both tables comes back as itself, so a gap is visible rather than
  /// silent; the localization tests make sure none exists.
  public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
    guard let template = texts[key] ?? (try? english.get())?.texts[key] else { return Self.missing(key, arguments) }
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

  /// A language's texts, read in place when its file is what lifequiz
  /// ships, else as `table` reads them.
  static func texts(_ language: Language, in folder: LocalPath) throws(ResourceError) -> LocalizedTexts {
    let file = folder.appendingPathComponent("\(language.rawValue).json")
    if case .success(let bytes) = FileBytes.contents(of: file.path, limit: FileBytes.contentLimit),
      let texts = LocalizedTexts(file: bytes)
    {
      return texts
    }
    return LocalizedTexts(try table(language, in: folder))
  }

  public static func table(_ language: Language, in folder: LocalPath) throws(ResourceError) -> [String: String] {
    let file = folder.appendingPathComponent("\(language.rawValue).json")
    // The usual case at once; anything else is read again below for its error.
    if case .success(let bytes) = FileBytes.contents(of: file.path, limit: FileBytes.contentLimit),
      let table = (try? JSONReader.stringTable(bytes)) ?? nil
    {
      return table
    }
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
