import LifeQuizPlatform

/// A language lifequiz speaks, named by its code: the name of its file in
/// `Localization/` and of its folder in `Content/`. Which languages exist is
/// found there (`available(in:)`), not listed in code; English is the
/// default and the fallback for any text a language lacks.
public struct Language: Hashable, Comparable, Sendable {
  public let rawValue: String

  public init(_ code: String) {
    self.rawValue = code
  }

  /// The default language, and the one every text falls back to.
  public static let english = Language("en")

  /// Reads a locale-style value (`xx`, `xx_YY.UTF-8`, `xx-YY`, `xx_YY@euro`)
  /// as one of `languages`: the language with the region (`pt_BR` finds
  /// `pt-br`), else the language alone (`pt`).
  public init?(localeIdentifier: String, among languages: [Language]) {
    let name = localeIdentifier.prefix { $0 != "." && $0 != "@" }.lowercased()
    let primary = name.prefix { $0.isLetter }
    let rest = name.dropFirst(primary.count)
    var codes = [String(primary)]
    if let separator = rest.first, separator == "_" || separator == "-" {
      let region = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }
      if !region.isEmpty { codes.insert(primary + "-" + region, at: 0) }
    }
    guard let language = codes.lazy.compactMap({ code in languages.first { $0.rawValue == code } }).first else {
      return nil
    }
    self = language
  }

  /// The languages with a strings file `Localization/<code>.json`: English
  /// first, then the others by code. English is always there, since every
  /// text falls back to it.
  public static func available(in localizationFolder: LocalPath) -> [Language] {
    let codes = FileBytes.names(in: localizationFolder.path).compactMap { name -> String? in
      guard name.hasSuffix(".json") else { return nil }
      let code = String(name.dropLast(5))
      return isCode(code) ? code : nil
    }
    return [english] + Set(codes).subtracting([english.rawValue]).sorted().map(Language.init)
  }

  /// A language code: two or three lowercase letters, then an optional
  /// region or script after a hyphen (`pt-br`), so other files in the folder
  /// are not taken for languages.
  static func isCode(_ name: String) -> Bool {
    let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard let primary = parts.first, (2...3).contains(primary.count),
      primary.allSatisfy({ $0.isASCII && $0.isLowercase })
    else { return false }
    return parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
  }

  public static func < (left: Language, right: Language) -> Bool { left.rawValue < right.rawValue }
}
