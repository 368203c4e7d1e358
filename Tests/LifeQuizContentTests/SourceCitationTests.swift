import Foundation
import Testing

/// A comment that gives its evidence cites a source the repository has:
/// `[A27]` must be an id in Content/sources.json, which a reader can look up
/// with `lifequiz simulate --sources` or in the file itself.
@Suite("Source citations")
struct SourceCitationTests {
  @Test("Every [id] cited in Sources/ and Tests/ is a source in Content/sources.json")
  func citedSourcesExist() throws {
    let sources = try String(contentsOf: ContentFixture.content.appendingPathComponent("sources.json"), encoding: .utf8)
    let known = Set(try Self.ids(in: sources, pattern: #""id": "([A-Z]{1,2}[0-9]+)""#))
    #expect(known.count > 50)
    var cited: [String: String] = [:]
    for folder in ["Sources", "Tests"] {
      let root = ContentFixture.root.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let file as URL in files where file.pathExtension == "swift" {
        for id in try Self.ids(in: try String(contentsOf: file, encoding: .utf8), pattern: #"\[([A-Z]{1,2}[0-9]+)\]"#) {
          cited[id] = file.lastPathComponent
        }
      }
    }
    #expect(cited.count > 20)
    let unknown = cited.filter { !known.contains($0.key) }
    #expect(unknown.isEmpty, "cited but not in Content/sources.json: \(unknown)")
  }

  static func ids(in text: String, pattern: String) throws -> [String] {
    try NSRegularExpression(pattern: pattern).matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap
    { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
