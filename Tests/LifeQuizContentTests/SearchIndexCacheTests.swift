import Foundation
import LifeQuizTestSupport
import Testing

@testable import LifeQuizContent

@Suite("Search index cache")
struct SearchIndexCacheTests {
  static let queries = [
    "force quit", "deep link", "kill the app", "why must the UI be updated on the main thread", "willResignActiv",
    "jetsam", "메인스레드에서 UI를 업데이트하는 이유",
  ]

  static func cache(
    _ folder: String, language: Language = .en, program: String = "test", content: URL = ContentFixture.content
  ) -> SearchIndexCache {
    SearchIndexCache(
      folder: folder, language: language, program: program, contentFolder: content.local,
      localizationFolder: ContentFixture.localization.local)
  }

  /// The queries above and every evaluation question in `language`: a
  /// snippet read back matches its lines by stored term numbers, so every
  /// shown line is compared with the one the built index picks.
  static func allQueries(_ language: Language) throws -> [String] {
    let evaluations = try [SearchTests.evaluation, SearchTests.blindEvaluation].map { file in
      try SearchEvaluation(file: file.local)
    }
    return queries + evaluations.flatMap { $0.questions.filter { $0.language == language }.map(\.text) }
  }

  static func summary(_ index: SearchIndex, _ queries: [String] = queries) -> [String] {
    queries.flatMap { query in
      index.search(query, limit: 5).map { "\($0.document.id) \($0.document.command) \($0.score) \($0.snippetText)" }
    }
  }

  static func withFolder<T>(_ body: (String) throws -> T) rethrows -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.path + "/lifequiz")
  }

  @Test(
    "An index read back from the cache ranks and quotes exactly as the one built, in each language",
    arguments: [Language.en, .ko])
  func roundTrip(_ language: Language) throws {
    let built = try SearchTests.index(language)
    let queries = try Self.allQueries(language)
    #expect(queries.count > 60)
    try Self.withFolder { folder in
      let cache = Self.cache(folder, language: language)
      #expect(cache.read() == nil)
      #expect(cache.write(built) == nil)
      let read = try #require(cache.read())
      #expect(read.documents.map(\.id) == built.documents.map(\.id))
      // The tokenizer comes from the file, with the terms of its search words.
      #expect(read.tokenizer.vocabulary == built.tokenizer.vocabulary)
      #expect(read.tokenizer.weakTerms == built.tokenizer.weakTerms && !read.tokenizer.weakTerms.isEmpty)
      #expect(read.tokenizer.callbackIntentTerms == built.tokenizer.callbackIntentTerms)
      let summary = Self.summary(read, queries)
      #expect(summary == Self.summary(built, queries))
      #expect(summary.count > 5 * 50)
    }
  }

  @Test("Another program, or a content file written since, makes the cache stale: it is not read")
  func stale() throws {
    let built = try SearchTests.index(.en)
    try Self.withFolder { folder in
      try ContentFixture.withCopy({ _ in }) { copy in
        #expect(Self.cache(folder, content: copy).write(built) == nil)
        #expect(Self.cache(folder, content: copy).read() != nil)
        #expect(Self.cache(folder, program: "another build", content: copy).read() == nil)
        try ContentFixture.edit(copy, "questions.json", "Why must UIKit", "Why must UIKit really")
        #expect(Self.cache(folder, content: copy).read() == nil)
      }
    }
  }

  @Test("A cut or altered cache file is ignored, never a crash")
  func damaged() throws {
    let built = try SearchTests.index(.en)
    try Self.withFolder { folder in
      let cache = Self.cache(folder)
      #expect(cache.write(built) == nil)
      let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cache.path)))
      let cuts = stride(from: 0, to: whole.count, by: max(1, whole.count / 40)).map { $0 } + [whole.count - 1]
      for cut in cuts {
        try Data(whole.prefix(cut)).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.read() == nil, "cut at \(cut)")
      }
      // Impossible numbers where the index starts, after the magic and the key.
      var altered = whole
      for offset in 12..<20 { altered[offset] = 0xff }
      try Data(altered).write(to: URL(fileURLWithPath: cache.path))
      #expect(cache.read() == nil)
      try Data((whole + [0])).write(to: URL(fileURLWithPath: cache.path))
      #expect(cache.read() == nil)
      // Well-formed but changed: one letter of the text near the end (a
      // snippet line) flipped still reads as an index; the checksum refuses it.
      var changed = whole
      let letter = try #require((0..<(whole.count - 8)).reversed().first { (97...121).contains(whole[$0]) })
      changed[letter] += 1
      try Data(changed).write(to: URL(fileURLWithPath: cache.path))
      #expect(cache.read() == nil)
      try Data(whole).write(to: URL(fileURLWithPath: cache.path))
      #expect(cache.read() != nil)
    }
  }
}
