import Foundation
import LifeQuizTestSupport
import LifecycleCore
import QuizEngine
import Testing

@testable import LifeQuizContent

@Suite("Item catalogue cache")
struct ItemCatalogueCacheTests {
  static let catalogue = ItemCatalogueCache.Catalogue(
    items: [
      QuizItem(kind: .order, source: "scene-home-and-return", topic: "background", style: .scene),
      QuizItem(kind: .trap, source: "m-lock", topic: "inactive", style: nil),
      QuizItem(kind: .recall, source: "q-app-states", topic: "states", style: nil),
    ],
    names: [
      "order/scene-home-and-return": "Home and back",
      "trap/m-lock": "A tab\there, a line\nthere, a back\\slash, \r\n and 홈",
    ],
    topics: ["background": "The background", "inactive": "비활성\t상태"])

  /// Fields longer than eight bytes, with tabs, backslashes and Korean past
  /// the first eight: the reader passes over eight bytes at a time.
  static let longFields = ItemCatalogueCache.Catalogue(
    items: [
      QuizItem(kind: .vcOrder, source: "scene-relaunch-kept-session-long", topic: "launch-and-relaunch", style: .app),
      QuizItem(kind: .notification, source: "장면-다시-실행-긴-이름", topic: "background", style: .scene),
    ],
    names: [
      "vc-order/scene-relaunch-kept-session-long": "Relaunch after a memory kill\twith a tab and a back\\slash",
      "notification/장면-다시-실행-긴-이름": "메모리에서 내려간 뒤 다시 실행\n두 번째 줄",
    ],
    topics: ["launch-and-relaunch": "Launch and relaunch, a long title 실행과 재실행"])

  static func cache(_ folder: String, program: String = "test", content: URL = ContentFixture.content)
    -> ItemCatalogueCache
  {
    ItemCatalogueCache(
      folder: folder, language: .en, program: program, contentFolder: content.local,
      localizationFolder: ContentFixture.localization.local)
  }

  @Test("A catalogue read back is the one written, tabs, line breaks and backslashes in names included")
  func roundTrip() throws {
    try SearchIndexCacheTests.withFolder { folder in
      let cache = Self.cache(folder)
      #expect(cache.read() == nil)
      #expect(cache.write(Self.catalogue) == nil)
      #expect(cache.read() == Self.catalogue)
    }
  }

  @Test("Another program, or a content file written since, makes the catalogue stale: it is not read")
  func stale() throws {
    try SearchIndexCacheTests.withFolder { folder in
      try ContentFixture.withCopy({ _ in }) { copy in
        #expect(Self.cache(folder, content: copy).write(Self.catalogue) == nil)
        #expect(Self.cache(folder, content: copy).read() == Self.catalogue)
        #expect(Self.cache(folder, program: "another build", content: copy).read() == nil)
        try ContentFixture.edit(copy, "questions.json", "Why must UIKit", "Why must UIKit really")
        #expect(Self.cache(folder, content: copy).read() == nil)
      }
    }
  }

  @Test("A cut or altered catalogue file is ignored, never a crash")
  func damaged() throws {
    try SearchIndexCacheTests.withFolder { folder in
      let cache = Self.cache(folder)
      #expect(cache.write(Self.catalogue) == nil)
      let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cache.path)))
      for cut in 0..<whole.count {
        try Data(whole[..<cut]).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.read() == nil, "cut at \(cut)")
      }
      for index in whole.indices {
        var altered = whole
        altered[index] ^= 0x20
        try Data(altered).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.read() == nil, "byte \(index) changed")
      }
    }
  }

  @Test("Long fields, with escapes and Korean past their first eight bytes, read back as written")
  func longFieldsRoundTrip() throws {
    try SearchIndexCacheTests.withFolder { folder in
      let cache = Self.cache(folder)
      #expect(cache.write(Self.longFields) == nil)
      #expect(cache.read() == Self.longFields)
    }
  }

  /// The file's lines with the last (the checksum) made again for `body`,
  /// as a writer would have: damage the checksum does not catch.
  static func rewritten(_ body: [[UInt8]]) -> [UInt8] {
    var sum = FNVHash()
    for line in body { sum.add(line) }
    return (body + [Array(String(sum.value, radix: 16).utf8)]).flatMap { $0 + [0x0A] }
  }

  @Test(
    "Under a right checksum, a line with invalid UTF-8, a field too many or few, or an unknown kind, style or type is refused"
  )
  func refusedLines() throws {
    try SearchIndexCacheTests.withFolder { folder in
      let cache = Self.cache(folder)
      #expect(cache.write(Self.longFields) == nil)
      let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cache.path)))
      let lines = written.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(2).map(Array.init)
      let item = try #require(lines.firstIndex { $0.starts(with: Array("i\tvc-order\t".utf8)) })
      let korean = try #require(lines.firstIndex { $0.starts(with: Array("i\tnotification\t".utf8)) })
      // The checksum made again reads back: what follows is the line's fault.
      try Data(Self.rewritten(lines)).write(to: URL(fileURLWithPath: cache.path))
      #expect(cache.read() == Self.longFields)
      func replacing(_ line: Int, _ from: String, _ to: [UInt8]) -> [[UInt8]] {
        var changed = lines
        let text = changed[line]
        let pattern = Array(from.utf8)
        let start = (0...(text.count - pattern.count)).first { Array(text[$0..<$0 + pattern.count]) == pattern }
        if let start { changed[line] = Array(text[..<start]) + to + Array(text[(start + pattern.count)...]) }
        return changed
      }
      let damaged: [(String, [[UInt8]])] = [
        (
          "a byte that starts no character, inside a long ASCII field",
          replacing(item, "memory", Array("mem".utf8) + [0xFF] + Array("ry".utf8))
        ),
        ("a cut Korean character", replacing(korean, "다시 실행", Array("다시 ".utf8) + [0xEC, 0x8B])),
        ("an overlong form", replacing(korean, "두 번째", [0xC0, 0xAF] + Array(" 번째".utf8))),
        ("a field too few", replacing(item, "\tapp\t", Array("\t".utf8))),
        ("a field too many", replacing(item, "\tapp\t", Array("\tapp\t\t".utf8))),
        ("an unknown kind", replacing(item, "vc-order", Array("vc-orders".utf8))),
        ("an unknown style", replacing(item, "\tapp\t", Array("\tapps\t".utf8))),
        ("an unknown line", replacing(item, "i\t", Array("j\t".utf8))),
        ("a title with a field too many", replacing(lines.count - 1, "\tLaunch and", Array("\t\tLaunch and".utf8))),
      ]
      for (reason, body) in damaged {
        #expect(body != lines, "\(reason): the line was not changed")
        try Data(Self.rewritten(body)).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.read() == nil, "\(reason)")
      }
    }
  }
}
