/// A text in every language it was written in, by language. English is
/// required; a language without its text reads as English, which the linter
/// reports as a missing translation.
public struct Localized: Hashable, Sendable {
  public let texts: [Language: String]

  public init(_ texts: [Language: String]) {
    self.texts = texts
  }

  public subscript(language: Language) -> String {
    texts[language] ?? texts[.english] ?? ""
  }

  public func has(_ language: Language) -> Bool {
    !(texts[language] ?? "").isEmpty
  }
}
