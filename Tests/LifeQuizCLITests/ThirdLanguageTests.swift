import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import Testing

/// A language is its files: a copy of the resources with a made-up language
/// `xx` (a few strings, one page) works through the whole command line
/// with no change to the program.
@Suite("A third language")
struct ThirdLanguageTests {
  static let strings = #"""
    {
      "help.overview": "XX-OVERVIEW:",
      "explain.related": "XX-Related:",
      "explain.fallback-notice": "XX: no page for '{topic}'; English follows."
    }
    """#

  static let page = """
    ---
    title: XX run loop
    summary: XX summary of the run loop.
    ---
    ## XX heading

    XX body text of the run loop.
    """

  /// A copy of Content/ and Localization/ with `xx` added; removed after `body`.
  static func withThirdLanguage<T>(_ body: (URL) throws -> T) throws -> T {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent("lifequiz-xx-\(UUID().uuidString)")
    defer { try? files.removeItem(at: root) }
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    for folder in ["Content", "Localization"] {
      try files.copyItem(at: BuiltProduct.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    try strings.write(to: root.appendingPathComponent("Localization/xx.json"), atomically: true, encoding: .utf8)
    let topics = root.appendingPathComponent("Content/xx/topics")
    try files.createDirectory(at: topics, withIntermediateDirectories: true)
    try page.write(to: topics.appendingPathComponent("run-loop.md"), atomically: true, encoding: .utf8)
    return try body(root)
  }

  static func run(_ arguments: [String], in root: URL) -> CLIRunner.Result {
    CLIRunner.run(arguments, environment: ["LANG": "C", "LIFEQUIZ_RESOURCES": root.path])
  }

  @Test("explain --lang xx shows the xx page with xx strings, and English where xx has nothing")
  func explain() throws {
    try Self.withThirdLanguage { root in
      let page = Self.run(["explain", "run-loop", "--lang", "xx"], in: root)
      #expect(page.code == .success, "\(page.err)")
      #expect(page.out.contains("XX run loop"))
      #expect(page.out.contains("XX body text of the run loop."))
      #expect(page.out.contains("XX-Related:"))

      let fallback = Self.run(["explain", "threads", "--lang", "xx"], in: root)
      #expect(fallback.code == .success, "\(fallback.err)")
      #expect((fallback.out + fallback.err).contains("XX: no page for 'threads'; English follows."))
      #expect(fallback.out.contains("Threads and the life cycle"))
    }
  }

  @Test("--lang takes xx in help, in the check of its value and from the environment")
  func languageOption() throws {
    try Self.withThirdLanguage { root in
      let help = Self.run(["help", "explain", "--lang", "xx"], in: root)
      #expect(help.code == .success, "\(help.err)")
      #expect(help.out.hasPrefix("XX-OVERVIEW:"))
      #expect(help.out.contains(Language.englishList(Language.inRepository.map(\.rawValue) + ["xx"])), "\(help.out)")

      let wrong = Self.run(["explain", "run-loop", "--lang", "yy"], in: root)
      #expect(wrong.code == .usage)
      #expect(wrong.err.contains("xx"), "\(wrong.err)")

      let environment = CLIRunner.run(
        ["explain", "run-loop"], environment: ["LANG": "xx_XX.UTF-8", "LIFEQUIZ_RESOURCES": root.path])
      #expect(environment.out.contains("XX body text of the run loop."))
    }
  }

  @Test("--lang xx-YY and LANG=xx_YY find the language xx-yy when it is there, else xx")
  func region() throws {
    try Self.withThirdLanguage { root in
      func overview(_ arguments: [String], _ environment: [String: String] = ["LANG": "C"]) -> String {
        let result = CLIRunner.run(
          arguments, environment: environment.merging(["LIFEQUIZ_RESOURCES": root.path]) { $1 })
        #expect(result.code == .success, "\(arguments) \(environment): \(result.err)")
        return String(result.out.prefix { $0 != " " })
      }
      #expect(overview(["help", "explain", "--lang", "xx-YY"]) == "XX-OVERVIEW:")
      #expect(overview(["help", "explain"], ["LANG": "xx_YY.UTF-8"]) == "XX-OVERVIEW:")
      let regional = root.appendingPathComponent("Localization/xx-yy.json")
      try #"{"help.overview": "XX-YY-OVERVIEW:"}"#.write(to: regional, atomically: true, encoding: .utf8)
      #expect(overview(["help", "explain", "--lang", "xx-YY"]) == "XX-YY-OVERVIEW:")
      #expect(overview(["help", "explain", "--lang", "xx_YY"]) == "XX-YY-OVERVIEW:")
      #expect(overview(["help", "explain"], ["LANG": "xx_YY.UTF-8"]) == "XX-YY-OVERVIEW:")
      #expect(overview(["help", "explain", "--lang", "xx-ZZ"]) == "XX-OVERVIEW:")
      #expect(overview(["help", "explain"], ["LANG": "xx_ZZ.UTF-8"]) == "XX-OVERVIEW:")
    }
  }

  /// A script without spaces: the page is one run of kana and ideographs,
  /// and a query typed from inside it finds the page once xx's vocabulary
  /// names its segmentation.
  @Test("xx with \"segmentation\": \"bigrams\" finds a spaceless page by a substring; with words it does not")
  func spacelessSearch() throws {
    try Self.withThirdLanguage { root in
      let page = """
        ---
        title: XX run loop
        summary: XX summary of the run loop.
        ---
        ## XX heading

        ランループはイベントを待ちながらスレッドを生かしておく仕組みです。
        """
      try page.write(
        to: root.appendingPathComponent("Content/xx/topics/run-loop.md"), atomically: true, encoding: .utf8)
      let vocabulary = root.appendingPathComponent("Localization/vocabulary/xx.json")
      func search(_ query: String) -> CLIRunner.Result {
        Self.run(["search", query, "--lang", "xx"], in: root)
      }
      try #"{"segmentation": "words"}"#.write(to: vocabulary, atomically: true, encoding: .utf8)
      #expect(!search("イベントを待").out.contains("XX run loop"))
      try #"{"segmentation": "bigrams"}"#.write(to: vocabulary, atomically: true, encoding: .utf8)
      for query in ["イベントを待", "スレッド", "仕組み", "ランループ"] {
        let result = search(query)
        #expect(result.code == .success, "\(query): \(result.err)")
        #expect(result.out.contains("XX run loop"), "\(query): \(result.out.prefix(300))")
      }
      try #"{"segmentation": "characters"}"#.write(to: vocabulary, atomically: true, encoding: .utf8)
      let damaged = search("スレッド")
      #expect(damaged.code == .failure)
      #expect(damaged.err.contains("segmentation"), "\(damaged.err)")
    }
  }

  @Test("The linter asks xx for every page and text English has")
  func lint() throws {
    try Self.withThirdLanguage { root in
      let result = Self.run(["lint-content", root.appendingPathComponent("Content").path], in: root)
      #expect(result.code == .failure)
      #expect(result.err.contains("Content/xx/topics/threads.md"), "\(result.err.prefix(500))")
      #expect(!result.err.contains("Content/xx/topics/run-loop.md"))
      #expect(result.err.contains(".title.xx: LQ001"), "\(result.err.prefix(500))")
      #expect(result.err.contains(".keywords.xx: LQ012"), "\(result.err.prefix(500))")
      #expect(result.err.contains("xx/aliases.json"))
    }
  }
}
