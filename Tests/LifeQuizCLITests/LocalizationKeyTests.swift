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

  /// Keys written out in the source (`strings("stats.title")`), read from
  /// the text, and every family of keys the source builds
  /// (`strings("search.kind.\(…)")`), which must be one the registry
  /// (`LifeQuizCLI.builtKeys`) enumerates; `builtKeys` checks those keys.
  static func sourceKeys() throws -> (written: Set<String>, counted: Set<String>, builtFamilies: Set<String>) {
    var written: Set<String> = []
    var counted: Set<String> = []
    var families: Set<String> = []
    let sources = BuiltProduct.root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      var rest = Substring(text)
      while let range = rest.range(of: "strings(") {
        rest = rest[range.upperBound...]
        // The key may start on the next line.
        let afterSpace = rest.drop { $0 == " " || $0 == "\n" }
        guard afterSpace.first == "\"" else { continue }
        let key = afterSpace.dropFirst().prefix { $0 != "\"" }
        if let interpolation = key.range(of: "\\(") {
          families.insert(String(key[..<interpolation.lowerBound]))
        } else if rest[key.endIndex...].hasPrefix("\", count:") {
          // `strings("key", count: n)` uses a form of `key` per plural category.
          counted.insert(String(key))
        } else {
          written.insert(String(key))
        }
      }
    }
    return (written, counted, families)
  }

  @Test("Every family of keys the source builds is enumerated by the key registry")
  func builtFamiliesRegistered() throws {
    let families = try Self.sourceKeys().builtFamilies
    #expect(families.contains("play.help."))
    #expect(families.contains("search.kind."))
    // `reject.<id>`: `usedKeys` reads the ids from RejectionReason's source.
    for family in families.sorted() where family != "reject." {
      #expect(LifeQuizCLI.builtKeys.contains { $0.hasPrefix(family) }, "no key of \(family)… in LifeQuizCLI.builtKeys")
    }
  }

  @Test("Every key the program uses exists in every language")
  func usedKeys() throws {
    var used = try Self.sourceKeys().written
    // Every id in RejectionReason's exhaustive `id` switch, read from the source, so a new
    // reason is checked without anyone adding it to a list here.
    let reasonSource = try String(
      contentsOf: BuiltProduct.root.appendingPathComponent("Sources/LifecycleCore/RejectionReason.swift"),
      encoding: .utf8)
    let reasonIDs = reasonSource.components(separatedBy: "\n").filter { $0.contains("case .") && $0.hasSuffix("\"") }
      .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
    #expect(reasonIDs.count == reasonSource.components(separatedBy: "\n").filter { $0.hasPrefix("  case ") }.count)
    used.formUnion(reasonIDs.map { "reject.\($0)" })
    #expect(used.count > 100)
    for language in Language.available(in: Self.folder) {
      let table = try Localizer.table(language, in: Self.folder)
      for key in used.sorted() {
        #expect(table[key] != nil, "\(language.rawValue) is missing \(key)")
      }
    }
  }

  /// `strings("key", count: n)` needs a form of `key` for each category of
  /// the language's plural rule (`language.plural`): English `key.one` and
  /// `key`, Korean `key` alone.
  @Test("Every counted text has a form for each plural category of every language")
  func countedKeys() throws {
    let counted = try Self.sourceKeys().counted
    #expect(counted.count >= 10)
    for language in Language.available(in: Self.folder) {
      let strings = try Localizer(language: language, folder: Self.folder)
      let table = try Localizer.table(language, in: Self.folder)
      #expect(table[PluralRule.key] != nil, "\(language.rawValue) declares no plural rule")
      for key in counted.sorted() {
        for category in strings.plural.categories {
          let form = Localizer.form(key, category)
          #expect(table[form] != nil, "\(language.rawValue) is missing \(form)")
        }
      }
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
