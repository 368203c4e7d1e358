import LifeQuizContent
import LifeQuizPlatform

extension Language {
  /// The languages of this repository's `Localization/`, English first, for
  /// tests about every language: a new language's files are checked with
  /// no change to the tests.
  public static let inRepository: [Language] = {
    var root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    root.append("Localization")
    return Language.available(in: LocalPath(root.joined(separator: "/")))
  }()

  /// Words as the English messages list them: `en or ko`, `en, ko or xx`.
  public static func englishList(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }
}
