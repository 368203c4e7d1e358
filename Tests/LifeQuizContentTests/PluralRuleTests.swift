import Foundation
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizTestSupport
import Testing

/// A language declares how it counts (`language.plural` in its strings
/// file); a made-up `xx` counts as the Slavic languages do.
@Suite("Plural rules")
struct PluralRuleTests {
  static let slavic =
    "one: n % 10 = 1 and n % 100 != 11; few: n % 10 = 2..4 and n % 100 != 12..14; "
    + "many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14; other"

  @Test(
    "Each count falls in the first category whose condition holds",
    arguments: [
      (0, PluralCategory.many), (1, .one), (2, .few), (4, .few), (5, .many), (11, .many), (12, .many), (14, .many),
      (21, .one), (22, .few), (25, .many), (101, .one), (111, .many), (112, .many), (122, .few),
    ])
  func slavic(count: Int, expected: PluralCategory) throws {
    #expect(try PluralRule(Self.slavic).category(of: count) == expected)
  }

  @Test("English, the default, has one for 1 and other for the rest; Korean's rule has only other")
  func englishAndKorean() throws {
    #expect([0, 1, 2, 21].map(PluralRule.english.category) == [.other, .one, .other, .other])
    #expect(try PluralRule("one: n = 1") == .english)
    #expect(try PluralRule("other").categories == [.other])
    #expect(try [0, 1, 2].map(PluralRule("other").category) == [.other, .other, .other])
    #expect(try PluralRule("two: n = 2, 22; other").category(of: 22) == .two)
  }

  @Test(
    "A rule that does not read says what is wrong",
    arguments: [
      ("some: n = 1", "'some' is not a plural category"), ("one", "'one' needs a condition"),
      ("one: n = 1; one: n = 2", "'one' is given twice"), ("other: n = 3", "'other' takes no condition"),
      ("one: n < 1", "has no '=' or '!='"), ("one: m = 1", "is not 'n' or 'n % <number>'"),
      ("one: n % 0 = 1", "is not 'n' or 'n % <number>'"), ("few: n = 4..2", "is not a number or a range"),
      ("few: n = 2.4", "is not a number or a range"), ("one: n = 1 and", "has no '=' or '!='"),
    ])
  func mistakes(text: String, reason: String) {
    #expect {
      try PluralRule(text)
    } throws: { error in
      (error as? PluralRule.SyntaxError)?.reason.contains(reason) == true
    }
  }

  /// Strings files for English and `xx` in a fresh folder.
  static func folder(xx: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-plural-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let english = #"{"language.plural": "one: n = 1", "apples": "{count} apples", "apples.one": "one apple"}"#
    try english.write(to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
    try xx.write(to: folder.appendingPathComponent("xx.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("xx's counted texts take the form of the count's category, an exact form first; a text xx lacks is English's")
  func madeUpLanguage() throws {
    let folder = try Self.folder(
      xx: #"""
        {
          "language.plural": "\#(Self.slavic)",
          "files.one": "{count} plik", "files.few": "{count} pliki", "files.many": "{count} plikow",
          "files": "{count} pliku", "files.=0": "no pliki"
        }
        """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = try Localizer(language: Language("xx"), folder: folder.local)
    let files = [0, 1, 3, 5, 12, 21, 22].map { strings("files", count: $0, ["count": String($0)]) }
    #expect(files == ["no pliki", "1 plik", "3 pliki", "5 plikow", "12 plikow", "21 plik", "22 pliki"])
    let apples = [1, 3, 21].map { strings("apples", count: $0, ["count": String($0)]) }
    #expect(apples == ["one apple", "3 apples", "21 apples"])
  }

  @Test("English is read only when a text is missing: a damaged en.json stops English, not a whole language")
  func englishReadWhenNeeded() throws {
    let folder = try Self.folder(xx: #"{"language.plural": "one: n = 1", "apples": "{count} jablek"}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "{".write(to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
    let strings = try Localizer(language: Language("xx"), folder: folder.local)
    #expect(strings("apples", count: 3, ["count": "3"]) == "3 jablek")
    #expect(strings("pears").contains("'pears' is missing"))
    #expect(throws: ResourceError.self) { try strings.speaking(.english, folder: folder.local) }
    #expect(throws: ResourceError.self) { try Localizer(language: .english, folder: folder.local) }
  }

  @Test("A plural rule that does not read is a damaged strings file, named with its key")
  func damaged() throws {
    let folder = try Self.folder(xx: #"{"language.plural": "one: n = one"}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: ResourceError.self) { try Localizer(language: Language("xx"), folder: folder.local) }
    do {
      _ = try Localizer(language: Language("xx"), folder: folder.local)
    } catch {
      guard case .damaged(let file, let key, let reason) = error else { throw error }
      #expect(file.hasSuffix("/xx.json") && key == "language.plural" && reason.contains("'one'"), "\(reason)")
    }
  }
}
