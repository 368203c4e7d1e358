import Foundation
import LifeQuizCLI
import LifeQuizStorage
import Testing

@Suite("lifequiz stats charts")
struct StatsChartTests {
  /// 2026-11-21, 22:26 UTC; the clock's offset is 0 when pinned.
  static let now = 1_795_300_000
  static let today = now / 86_400

  /// (days before today, topic, reviews, correct): two days fall outside
  /// the last 30, one of them outside the 400 days of counts by day too.
  static let days: [(ago: Int, topic: String, reviews: Int, correct: Int)] = [
    (500, "background", 3, 3), (30, "inactive", 5, 2), (29, "background", 1, 1),
    (5, "app-state-in-scene-apps", 2, 0), (1, "inactive", 8, 8), (0, "background", 4, 3),
  ]

  /// Real items, so the weakest show their titles.
  static let items = [
    "trap/m-lock-stays-inactive", "trap/m-suspended-two-seconds", "trap/m-true-scene-home-enter-background",
    "trap/m-declined-call-background", "trap/m-switcher-becomes-active",
  ]

  /// A data folder whose history holds `days`, written as practice writes it.
  func home() throws -> String {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-stats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    var lines = ""
    var item = 0
    for day in Self.days {
      for index in 0..<day.reviews {
        item += 1
        let correct = index < day.correct
        let at = (Self.today - day.ago) * 86_400 + 3_600 + index * 60
        lines +=
          "{\"item\": \"\(Self.items[item % Self.items.count])\", \"kind\": \"trap\", \"topic\": \"\(day.topic)\", \"at\": \(at), "
          + "\"rating\": \(correct ? 3 : 1), \"correct\": \(correct)}\n"
      }
    }
    try lines.write(to: home.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
    return home.path
  }

  func environment(_ home: String, _ settings: [String: String]) -> [String: String] {
    settings.merging(["LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": String(Self.now)]) { $1 }
  }

  /// Columns on a terminal: Hangul takes two.
  func columns(_ line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
  }

  /// What charts draw with blocks ("·" is not here: item titles use it too).
  static let blockCharacters = "█▁▂▃▄▅▆▇▏▎▍▌▋▊▉░│…"

  @Test(
    "Day charts and accuracy bars fit 40 and 80 columns in English and Korean, with topic titles",
    arguments: [("en", 40), ("en", 80), ("ko", 40), ("ko", 80)])
  func charts(language: String, width: Int) throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = CLIRunner.run(
      ["stats", "--lang", language], environment: environment(home, ["LANG": "en_US.UTF-8"]), width: width)
    #expect(result.code == .success)
    #expect(result.err.isEmpty, "\(result.err)")
    for line in result.out.split(separator: "\n") {
      #expect(columns(line) <= width, "wider than \(width): \(line)")
    }
    #expect(!result.out.contains("app-state-in-scene-apps"))
    #expect(result.out.contains(language == "ko" ? "  백그라운드 " : "  The background "))
    assertSnapshot(result.out, named: "stats.\(language).\(width).txt")
  }

  @Test(
    "Stats read from the item catalogue cache say exactly what stats built from the content say",
    arguments: ["en", "ko"])
  func catalogueCache(language: String) throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let cache = home + "/cache"
    let settings = ["LANG": "en_US.UTF-8"]
    let built = CLIRunner.run(["stats", "--lang", language], environment: environment(home, settings), width: 80)
    let cached = environment(home, settings.merging(["XDG_CACHE_HOME": cache]) { $1 })
    let first = CLIRunner.run(["stats", "--lang", language], environment: cached, width: 80)
    #expect(FileManager.default.fileExists(atPath: cache + "/lifequiz/items-\(language).catalogue"))
    let second = CLIRunner.run(["stats", "--lang", language], environment: cached, width: 80)
    #expect(built.code == .success && first.out == built.out && second.out == built.out, "\(second.out)")
    let json = CLIRunner.run(["stats", "--format", "json"], environment: cached, width: 80)
    let plainJSON = CLIRunner.run(
      ["stats", "--format", "json"], environment: environment(home, settings), width: 80)
    #expect(json.out == plainJSON.out && json.out.contains("\"total\""))
  }

  @Test(
    "Plain characters when the locale is not UTF-8, the terminal is dumb, or --color never; blocks otherwise",
    arguments: [
      (["LANG": "C"], [String](), false), (["LANG": "en_US.UTF-8", "TERM": "dumb"], [], false),
      (["LANG": "en_US.UTF-8"], ["--color", "never"], false), (["LANG": "en_US.UTF-8", "LC_ALL": "POSIX"], [], false),
      (["LANG": "en_US.UTF-8"], [], true), (["LANG": "C", "LC_ALL": "ko_KR.utf8"], ["--color", "always"], true),
    ])
  func plainFallback(settings: [String: String], options: [String], blocks: Bool) throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = CLIRunner.run(
      ["stats", "--lang", "en"] + options, environment: environment(home, settings), width: 80)
    #expect(result.code == .success)
    let drawnWithBlocks = result.out.unicodeScalars.contains { Self.blockCharacters.unicodeScalars.contains($0) }
    #expect(drawnWithBlocks == blocks, "\(settings) \(options):\n\(result.out)")
    #expect(result.out.contains(blocks ? "(·: no reviews)" : "(.: no reviews)"))
    guard !blocks else { return }
    // Reviews on 1, 2, 8 and 4 days of 8 at most: 1, 1, 5 and 3 rows of 5; "." is a day without reviews.
    let reviews = """
      Reviews per day, last 30 days
           8 |                                                        #
             |                                                        #
             |                                                        # #
             |                                                        # #
           0 |# . . . . . . . . . . . . . . . . . . . . . . . # . . . # #
              10-23                                                 11-21

      """
    #expect(result.out.contains(reviews), "\(result.out)")
    #expect(result.out.contains("  The background "))
    // 7 of 8 right: 23 of 26 cells.
    #expect(result.out.contains("  The background                     #######################...  88%  8 reviews\n"))
    #expect(result.out.contains("    0% |# . . . . . . . . . . . . . . . . . . . . . . . _ . . . # #\n"))
  }

  @Test("JSON has reviews and correct answers for each of the last 30 days, oldest first")
  func jsonByDay() throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = CLIRunner.run(["stats", "--format", "json"], environment: environment(home, ["LANG": "C"]))
    #expect(result.code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let byDay = try #require(object["byDay"] as? [[String: Any]])
    #expect(byDay.count == 30)
    #expect(byDay.first?["date"] as? String == "2026-10-23")
    #expect(byDay.last?["date"] as? String == "2026-11-21")
    var expected = [(reviews: Int, correct: Int)](repeating: (0, 0), count: 30)
    for day in Self.days where day.ago < 30 { expected[29 - day.ago] = (day.reviews, day.correct) }
    #expect(byDay.map { $0["reviews"] as? Int } == expected.map(\.reviews))
    #expect(byDay.map { $0["correct"] as? Int } == expected.map(\.correct))
    #expect(byDay.allSatisfy { $0.keys.sorted() == ["correct", "date", "reviews", "seconds"] })
    #expect(object["reviews"] as? Int == 23)
    // The time practised is the days' seconds summed; the calendar lists each day with answers.
    let seconds = byDay.compactMap { $0["seconds"] as? Int }.reduce(0, +)
    #expect(seconds > 0)
    #expect(object["practisedSeconds"] as? Int == seconds)
    let calendar = try #require(object["calendar"] as? [[String: Any]])
    // Days are kept for 400 days: the answers 500 days ago are not drawn.
    #expect(
      calendar.compactMap { $0["reviews"] as? Int }.reduce(0, +)
        == Self.days.filter { $0.ago < 400 }.map(\.reviews).reduce(0, +))
    let retention = try #require(object["retention"] as? [String: Int])
    #expect((1...23).contains(retention["reviews"] ?? 0))
  }

  @Test("Totals written before counts by day are rebuilt from the history: same numbers, no warning")
  func totalsWithoutDaily() throws {
    let home = try home()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let settings = environment(home, ["LANG": "C"])
    let before = CLIRunner.run(["stats", "--format", "json"], environment: settings)
    let progress = URL(fileURLWithPath: home).appendingPathComponent("progress.json")
    let saved = try String(contentsOf: progress, encoding: .utf8)
    let old = saved.replacingOccurrences(of: #", "daily": \[[^}]*\]\]"#, with: "", options: .regularExpression)
    #expect(old != saved && !old.contains("daily"))
    try old.write(to: progress, atomically: true, encoding: .utf8)
    let after = CLIRunner.run(["stats", "--format", "json"], environment: settings)
    #expect(after.code == .success)
    #expect(after.err.isEmpty, "\(after.err)")
    #expect(after.out == before.out)
    #expect(try String(contentsOf: progress, encoding: .utf8) == saved)
  }
}
