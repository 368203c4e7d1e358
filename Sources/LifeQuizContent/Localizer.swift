import Foundation

/// The program's own words (prompts, labels, headings, errors, help), read
/// from `Localization/<language>.json`: a flat object of key → text, with
/// `{name}` placeholders. Content prose lives in `Content/`, not here.
public struct Localizer: Sendable {
  public let language: Language
  private let texts: [String: String]
  private let fallback: [String: String]

  public init(language: Language, folder: URL) throws(ResourceError) {
    self.language = language
    self.fallback = try Self.table(.en, in: folder)
    self.texts = language == .en ? fallback : try Self.table(language, in: folder)
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
  public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
    var text = texts[key] ?? fallback[key] ?? key
    for (name, value) in arguments {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }

  public func has(_ key: String) -> Bool { texts[key] != nil }

  public var keys: Set<String> { Set(texts.keys) }

  public static func table(_ language: Language, in folder: URL) throws(ResourceError) -> [String: String] {
    let file = folder.appendingPathComponent("\(language.rawValue).json")
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(file: file.path, reason: "cannot be read")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw .damaged(file: file.path, key: "(top level)", reason: "is not valid JSON")
    }
    guard let dictionary = object as? [String: Any] else {
      throw .damaged(file: file.path, key: "(top level)", reason: "must be an object of key → text")
    }
    var table: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else {
        throw .damaged(file: file.path, key: key, reason: "must be a string")
      }
      table[key] = text
    }
    return table
  }
}
