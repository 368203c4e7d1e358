import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import QuizEngine
import Testing

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
}
