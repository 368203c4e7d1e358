import Foundation
import LifeQuizPlatform
import Testing

@testable import LifeQuizContent

/// The interface texts read in place from their file give what the general
/// reading (every text built into a dictionary) gives.
@Suite("Interface texts read in place")
struct LocalizedTextsTests {
  @Test("Every key of every language's file, and keys it lacks, as the dictionary has them")
  func sameAsDictionary() throws {
    for language in ContentFixture.languages {
      let file = ContentFixture.localization.appendingPathComponent("\(language.rawValue).json")
      let bytes = try [UInt8](Data(contentsOf: file))
      let texts = try #require(LocalizedTexts(file: bytes), "\(language.rawValue) is read in place")
      let table = try Localizer.table(language, in: ContentFixture.localization.local)
      for (key, text) in table { #expect(texts[key] == text, "\(language.rawValue) \(key)") }
      for missing in ["", "help", "error.", "error.unknown-command ", "ERROR.UNKNOWN-COMMAND", "nothing.here"] {
        #expect(texts[missing] == table[missing], "\(language.rawValue) '\(missing)'")
      }
    }
  }

  @Test("Escapes in a text are undone; a key with an escape, twice, or another shape is read the general way")
  func unusualFiles() throws {
    let escaped = try #require(
      LocalizedTexts(file: Array(#"{"a": "tab\there \"q\" \u00e9 \ud83d\ude00", "b": "plain"}"#.utf8)))
    #expect(escaped["a"] == "tab\there \"q\" é 😀")
    #expect(escaped["b"] == "plain")
    #expect(escaped["c"] == nil)
    #expect(LocalizedTexts(file: Array(#"{"a\u0062": "x"}"#.utf8)) == nil)
    #expect(LocalizedTexts(file: Array(#"{"a": "x", "a": "y"}"#.utf8)) == nil)
    #expect(LocalizedTexts(file: Array(#"{"a": 1}"#.utf8)) == nil)
    #expect(LocalizedTexts(file: Array(#"{"a": "x"} trailing"#.utf8)) == nil)
    #expect(LocalizedTexts(file: Array(#"{"a": "\xFF"}"#.utf8).map { $0 == 0x5C ? 0xFF : $0 }) == nil)
    let empty = try #require(LocalizedTexts(file: Array("{}".utf8)))
    #expect(empty["a"] == nil)
  }

  @Test("A file with a key twice is still refused by name, as before")
  func duplicateKeyError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-texts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"{"a": "x", "a": "y"}"#.write(to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
    #expect {
      _ = try Localizer(language: .english, folder: folder.local)
    } throws: { error in
      "\(error)".contains("duplicate key")
    }
  }
}
