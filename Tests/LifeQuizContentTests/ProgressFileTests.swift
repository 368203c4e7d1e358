import Foundation
import LifeQuizContent
import QuizEngine
import Testing

@Suite("Progress file")
struct ProgressFileTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-progress-\(UUID().uuidString)")
  }

  func review(_ item: String, at: Int, _ rating: Rating = .good) -> ReviewRecord {
    ReviewRecord(item: item, kind: "order", topic: "inactive", at: at, rating: rating, correct: rating != .again)
  }

  @Test("Each answer is saved atomically: the file parses and no temporary file is left")
  func atomic() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    _ = try store.record(review("b", at: 2_000, .again), scheduler: FSRSScheduler())
    let names = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
    #expect(names == ["history.jsonl", "progress.json", "progress.lock"])
    let reread = try ProgressFile(folder: place).states()
    #expect(reread.keys.sorted() == ["a", "b"])
    #expect(reread["b"]?.lapses == 1)
    #expect(try ProgressFile(folder: place).history().map(\.item) == ["a", "b"])
  }

  @Test("A damaged progress file is moved aside, named in a warning, and rebuilt from history")
  func damagedProgress() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place)
    let saved = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try "{\"version\": 1, \"items\": {\"a\": {\"s\": ".write(
      to: place.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
    let fresh = ProgressFile(folder: place)
    let states = try fresh.states()
    #expect(states["a"] == saved)
    #expect(fresh.warnings.count == 1)
    #expect(fresh.warnings.first?.contains("progress.json.damaged-") == true)
    #expect(FileManager.default.fileExists(atPath: try #require(fresh.warnings.first)))
  }

  @Test("A damaged history line moves the history aside; the item states stay")
  func damagedHistory() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    let handle = try FileHandle(forWritingTo: place.appendingPathComponent("history.jsonl"))
    handle.seekToEndOfFile()
    handle.write(Data("not json\n".utf8))
    handle.closeFile()
    let fresh = ProgressFile(folder: place)
    #expect(try fresh.history().map(\.item) == ["a"])
    #expect(fresh.warnings.first?.contains("history.jsonl.damaged-") == true)
    #expect(try fresh.states().keys.sorted() == ["a"])
  }

  @Test("Two sessions at once never lose each other's answers")
  func concurrentSessions() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { session in
      let store = ProgressFile(folder: place)
      for index in 0..<40 {
        do {
          _ = try store.record(
            review("item-\(index % 4)", at: 1_000 + index * 10 + session), scheduler: FSRSScheduler())
        } catch {
          failures.add()
        }
      }
    }
    #expect(failures.value == 0)
    let store = ProgressFile(folder: place)
    #expect(try store.history().count == 80)
    let states = try store.states()
    #expect(states.values.map(\.reviews).reduce(0, +) == 80)
  }

  @Test("A file from a newer lifequiz is left alone and reported")
  func newerVersion() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let file = place.appendingPathComponent("progress.json")
    try "{\"version\": 2, \"items\": {}}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: ProgressError.newerVersion(path: file.path, version: 2)) {
      try ProgressFile(folder: place).states()
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\": 2, \"items\": {}}\n")
  }

  @Test(
    "The folder: --data-dir, then LIFEQUIZ_HOME, then XDG_DATA_HOME, then ~/.local/share",
    arguments: [
      ("/flag", ["LIFEQUIZ_HOME": "/home"], "/flag"),
      (nil, ["LIFEQUIZ_HOME": "/home", "XDG_DATA_HOME": "/xdg"], "/home"),
      (nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/h"], "/xdg/lifequiz"),
      (nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/lifequiz"),
      (nil, ["HOME": "/h"], "/h/.local/share/lifequiz"),
    ] as [(String?, [String: String], String)])
  func folderResolution(flag: String?, environment: [String: String], expected: String) {
    #expect(ProgressFile.folder(flag: flag, environment: environment).path == expected)
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
