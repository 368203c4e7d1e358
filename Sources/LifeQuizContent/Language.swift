/// The languages lifequiz speaks.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case en
  case ko

  /// Reads a locale-style value: `ko`, `ko_KR.UTF-8`, `en-US`.
  public init?(localeIdentifier: String) {
    let code = localeIdentifier.prefix { $0.isLetter }.lowercased()
    guard let language = Language(rawValue: code) else { return nil }
    self = language
  }
}
