import Foundation
import LifeQuizCLI
import LifeQuizContent
import LifeQuizStorage
import Testing

@Suite("Interface strings")
struct LocalizationKeyTests {
  static let languages = Language.available(in: BuiltProduct.root.appendingPathComponent("Localization").local).map(
    \.rawValue)

  @Test("Every key built from a command's definition exists in every language", arguments: languages)
  func builtKeys(_ language: String) throws {
    let file = BuiltProduct.root.appendingPathComponent("Localization/\(language).json")
    let table = try JSON.parse([UInt8](Data(contentsOf: file)))
    #expect(LifeQuizCLI.builtKeys.count > 60)
    for key in LifeQuizCLI.builtKeys {
      #expect(table[key]?.string != nil, "\(language).json has no \(key)")
    }
  }

  @Test("help for every command, in every language, shows no raw key")
  func noRawKeys() {
    #expect(Self.languages.count >= 2)
    for language in Self.languages {
      for command in [
        "practice", "stats", "explain", "deck", "simulate", "diagram", "lint-content", "completion", "help",
      ] {
        let result = CLIRunner.run(["help", command, "--lang", language])
        #expect(result.code == .success, "\(command): \(result.err)")
        let rawKey = result.out.range(of: #"(command|option|argument)\.[a-z]"#, options: .regularExpression)
        #expect(rawKey == nil, "\(command) --lang \(language) shows a raw key")
      }
    }
  }
}
