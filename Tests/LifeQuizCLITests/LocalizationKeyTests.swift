import Foundation
import LifeQuizContent
import LifeQuizStorage
import LifeQuizTestSupport
import Testing

@testable import LifeQuizCLI

@Suite("Interface strings")
struct LocalizationKeyTests {
  static let folder = BuiltProduct.root.appendingPathComponent("Localization").local
  static let languages = Language.available(in: folder).map(\.rawValue)
  static let commands = LifeQuizCLI.commands.map { $0.configuration }

  @Test("Every key built from a command's definition exists in every language", arguments: languages)
  func builtKeys(_ language: String) throws {
    let file = Self.folder.appendingPathComponent("\(language).json")
    let table = try JSON.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: file.path))))
    #expect(LifeQuizCLI.builtKeys.count > 60)
    for key in LifeQuizCLI.builtKeys {
      #expect(table[key]?.string != nil, "\(language).json has no \(key)")
    }
  }

  /// Help and the man page in each language read only that language's
  /// table, with no English fallback, so a key it lacks prints as itself.
  @Test("Every help text and example of every command resolves in every language, without falling back")
  func helpResolves() throws {
    #expect(Self.languages.count >= 2)
    let english = try Localizer.table(.english, in: Self.folder)
    let keys = Set(english.keys).union(LifeQuizCLI.builtKeys)
    let languages = Language.available(in: Self.folder)
    for language in languages {
      let strings = Localizer(language: language, texts: try Localizer.table(language, in: Self.folder))
      let help = HelpRenderer(strings: strings, width: 80, languages: languages)
      var pages = [("root help", help.root(commands: Self.commands))]
      pages += Self.commands.map { ("help \($0.name)", help.command($0)) }
      let manPage = ManPage(strings: strings, commands: Self.commands, version: "0", languages: languages).render()
      pages.append(("help --man", manPage.replacingOccurrences(of: "\\-", with: "-")))
      for (name, text) in pages {
        let raw = keys.filter { text.contains($0) }.sorted()
        #expect(raw.isEmpty, "\(name) --lang \(language.rawValue) prints raw keys: \(raw)")
      }
      for command in Self.commands where command.exampleCount > 0 {
        let page = help.command(command)
        for example in command.exampleKeys {
          #expect(page.contains(strings(example.line)), "help \(command.name) --lang \(language.rawValue)")
        }
      }
    }
  }

  @Test("help for every command, in every language, through the command line, shows no raw key")
  func noRawKeys() {
    for language in Self.languages {
      for command in Self.commands.map(\.name) + ["help"] {
        let result = CLIRunner.run(["help", command, "--lang", language])
        #expect(result.code == .success, "\(command): \(result.err)")
        let rawKey = result.out.range(of: #"(command|option|argument)\.[a-z]"#, options: .regularExpression)
        #expect(rawKey == nil, "\(command) --lang \(language) shows a raw key")
      }
    }
  }
}
