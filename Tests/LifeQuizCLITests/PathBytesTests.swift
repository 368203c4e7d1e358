import Foundation
import LifeQuizContent
import LifeQuizPlatform
import Testing

/// Paths whose bytes are not UTF-8 name the same file all the way through.
@Suite("Paths that are not UTF-8")
struct PathBytesTests {
  @Test(
    "Decoding then encoding gives the same bytes",
    arguments: [
      [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], Array("/데이터/x".utf8), [0xF0, 0x9F, 0x98],
      Array("plain".utf8), Array("/\u{E123}/x".utf8),
    ] as [[UInt8]])
  func roundTrip(_ bytes: [UInt8]) {
    #expect(PathBytes.encode(PathBytes.decode(bytes)) == bytes)
    #expect(!PathBytes.decode(bytes).contains("\u{FFFD}"))
  }

  /// Runs a bash script in a fresh folder `$D` holding a folder named `x<0xFF>`.
  func script(_ body: String) throws -> BuiltProduct.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try BuiltProduct.bash(
      "D='\(folder.path)'; X=\"$D/x\"$'\\xff'; mkdir \"$X\"; cp -R '\(BuiltProduct.root.path)/Content' \"$X/\"; " + body
    )
  }

  @Test("deck -o, LIFEQUIZ_HOME, --data-dir and lint-content use a folder named with byte 0xFF")
  func byteForByte() throws {
    let deck = try script(
      "\"$LQ\" deck --topic termination -o \"$X/deck.txt\" && test -s \"$X/deck.txt\" && echo deck-ok")
    #expect(deck.out == "deck-ok\n", "\(deck.err)")
    #expect(deck.err.hasSuffix("/x\\xFF/deck.txt.\n"), "\(deck.err)")

    let home = try script(
      """
      echo t | LIFEQUIZ_HOME="$X/home" "$LQ" practice --kind trap --count 1 >/dev/null
      echo f | "$LQ" practice --kind trap --count 1 --data-dir "$X/home" >/dev/null
      "$LQ" stats --data-dir "$X/home" --format json | grep '^  "reviews": 2,'; ls "$X/home" | tr '\\n' ' '; ls "$D" | wc -l
      """)
    #expect(home.out == "  \"reviews\": 2,\nhistory.jsonl progress.json progress.lock 1\n", "\(home.err)")

    let lint = try script("\"$LQ\" lint-content \"$X/Content\"")
    #expect(lint.status == 0, "\(lint.err)")
    #expect(lint.out.hasPrefix("Content is clean: "))
    #expect(lint.out.contains("/x\\xFF/Content"))
  }
}
