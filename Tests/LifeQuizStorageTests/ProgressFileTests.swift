import Foundation
import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import LifeQuizTestSupport
import QuizEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    _ = try store.record(review("b", at: 2_000, .again), scheduler: FSRSScheduler())
    let names = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
    #expect(names == ["history.jsonl", "progress.json", "progress.lock"])
    let reread = try ProgressFile(folder: place.local).states()
    #expect(reread.keys.sorted() == ["a", "b"])
    #expect(reread["b"]?.lapses == 1)
    #expect(try ProgressFile(folder: place.local).history().map(\.item) == ["a", "b"])
  }

  @Test(
    "Reading where nothing was written finds nothing and creates no folder; practice's start and the first answer create it"
  )
  func readingCreatesNothing() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    #expect(try store.states().isEmpty)
    #expect(try store.statesAndTotals().totals.total.reviews == 0)
    #expect(try store.suspended().isEmpty)
    #expect(try store.history().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: place.path))
    #expect(try store.statesAndSuspended().states.isEmpty)
    #expect(FileManager.default.fileExists(atPath: place.path))
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    #expect(try store.states().keys.sorted() == ["a"])
    // A file where the folder should be is still an error, not "nothing yet".
    let file = folder()
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
    #expect(throws: ProgressError.self) { try ProgressFile(folder: file.local).states() }
  }

  @Test("Undo takes back an item's latest answer in effect; the cache and a replay from the history agree")
  func undo() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    let scheduler = FSRSScheduler()
    let first = try store.record(review("a", at: 1_000), scheduler: scheduler)
    _ = try store.record(review("b", at: 1_500), scheduler: scheduler)
    _ = try store.record(review("a", at: 2_000, .again), scheduler: scheduler)
    #expect(try store.undo("a", at: 2_100))
    #expect(try store.states()["a"] == first)
    #expect(try store.history().map(\.item) == ["a", "b"])
    try expectInvariant(place, records: 2)
    // An answer after the undo, then a replay with no cache: the same states.
    let after = try store.record(review("a", at: 3_000, .hard), scheduler: scheduler)
    try FileManager.default.removeItem(at: place.appendingPathComponent("progress.json"))
    let replayed = ProgressFile(folder: place.local)
    #expect(try replayed.states()["a"] == after)
    #expect(try replayed.history().map(\.at) == [1_000, 1_500, 3_000])
    // Undo walks back through the item's answers, then has nothing to take.
    #expect(try replayed.undo("a", at: 3_100))
    #expect(try replayed.undo("a", at: 3_200))
    #expect(try replayed.states()["a"] == nil)
    #expect(try !replayed.undo("a", at: 3_300))
    #expect(try replayed.statesAndTotals().totals.total.reviews == 1)
    try expectInvariant(place, records: 1)
  }

  @Test("Suspensions are kept in the history: a rebuilt cache has them, and unsuspend ends them")
  func suspend() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    #expect(try store.setSuspended("a", true, at: 1_000))
    #expect(try !store.setSuspended("a", true, at: 1_001))
    #expect(try store.setSuspended("b", true, at: 1_002))
    #expect(try store.setSuspended("b", false, at: 1_003))
    #expect(try !store.setSuspended("c", false, at: 1_004))
    try FileManager.default.removeItem(at: place.appendingPathComponent("progress.json"))
    #expect(try ProgressFile(folder: place.local).suspended() == ["a"])
    #expect(try store.suspended() == ["a"])
    _ = try store.record(review("c", at: 1_005), scheduler: FSRSScheduler())
    let (states, suspended) = try ProgressFile(folder: place.local).statesAndSuspended()
    #expect(Set(states.keys) == ["c"] && suspended == ["a"])
  }

  @Test("A damaged progress file is moved aside, named in a warning, and rebuilt from history")
  func damagedProgress() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    let saved = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try "{\"version\": 1, \"items\": {\"a\": {\"s\": ".write(
      to: place.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
    let fresh = ProgressFile(folder: place.local)
    let states = try fresh.states()
    #expect(states["a"] == saved)
    guard case .movedAside(let path)? = fresh.warnings.first, fresh.warnings.count == 1 else {
      Issue.record("expected one moved-aside warning, got \(fresh.warnings)")
      return
    }
    #expect(path.contains("progress.json.damaged-"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"version\": 1, \"items\": {\"a\": {\"s\": ")
    try expectInvariant(place, records: 1)
  }

  @Test("A bad line in the middle of the history is skipped and reported; every good line is used")
  func damagedHistory() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try appendToHistory(place, "not json\n")
    _ = try ProgressFile(folder: place.local).record(review("b", at: 2_000), scheduler: FSRSScheduler())
    try? FileManager.default.removeItem(at: place.appendingPathComponent("progress.json"))
    let fresh = ProgressFile(folder: place.local)
    #expect(try fresh.history().map(\.item) == ["a", "b"])
    #expect(
      fresh.warnings == [
        .damagedLines(path: place.appendingPathComponent("history.jsonl").path, count: 1, firstLine: 2)
      ])
    #expect(try fresh.states().keys.sorted() == ["a", "b"])
    try expectInvariant(place, records: 2)
  }

  @Test("A torn last line is moved to a side file before the next answer, never glued to it")
  func tornLastLine() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    _ = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try appendToHistory(place, "{\"item\": \"b\", \"ki")
    let store = ProgressFile(folder: place.local)
    #expect(try store.states().keys.sorted() == ["a"])
    _ = try store.record(review("c", at: 3_000), scheduler: FSRSScheduler())
    let history = try String(contentsOf: place.appendingPathComponent("history.jsonl"), encoding: .utf8)
    #expect(history.split(separator: "\n").count == 2)
    #expect(history.hasSuffix("\"correct\": true}\n") && !history.contains("\"b\""))
    let fragments = store.warnings.compactMap { warning -> String? in
      if case .fragmentKept(let path) = warning { return path }
      return nil
    }
    #expect(fragments.count == 1)
    #expect(try String(contentsOfFile: try #require(fragments.first), encoding: .utf8) == "{\"item\": \"b\", \"ki")
    try expectInvariant(place, records: 2)
  }

  @Test(
    "An answer in the history but not yet in progress.json (a crash between the two) is replayed; stale temporary files go"
  )
  func crashBetweenWrites() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    _ = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try appendToHistory(
      place,
      "{\"item\": \"b\", \"kind\": \"order\", \"topic\": \"inactive\", \"at\": 2000, \"rating\": 3, \"correct\": true}\n"
    )
    try "{\"version\": 1, \"ite".write(
      to: place.appendingPathComponent("progress.json.tmp-99999"), atomically: false, encoding: .utf8)
    let store = ProgressFile(folder: place.local)
    #expect(try store.states().keys.sorted() == ["a", "b"])
    #expect(store.warnings.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
    #expect(names == ["history.jsonl", "progress.json", "progress.lock"])
    try expectInvariant(place, records: 2)
  }

  @Test("The second write failing (progress.json) says the answer is saved; the history has it and nothing is lost")
  func secondWriteFails() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    _ = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    let failing = ProgressFile(folder: place.local, writes: FailingWrites(failing: 2).writes)
    _ = try failing.record(review("b", at: 2_000), scheduler: FSRSScheduler())
    // The reason names the temporary file the write failed on.
    let progress = place.appendingPathComponent("progress.json").path
    #expect(
      failing.warnings == [
        .cacheNotSaved(path: progress, reason: String(cString: strerror(ENOSPC)) + ": \(progress).tmp-\(getpid())")
      ])
    // The failed replacement leaves no temporary file behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: place.path).filter { $0.contains(".tmp") } == [])
    #expect(try ProgressFile(folder: place.local).states().keys.sorted() == ["a", "b"])
    try expectInvariant(place, records: 2)
  }

  @Test("The history append failing is an error and leaves no torn line")
  func firstWriteFails() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    _ = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    let history = place.appendingPathComponent("history.jsonl")
    let before = try Data(contentsOf: history)
    let failing = ProgressFile(folder: place.local, writes: FailingWrites(failing: 1, partly: true).writes)
    #expect(throws: ProgressError.cannotWrite(path: history.path, reason: String(cString: strerror(ENOSPC)))) {
      try failing.record(review("b", at: 2_000), scheduler: FSRSScheduler())
    }
    #expect(try Data(contentsOf: history) == before)
    #expect(try ProgressFile(folder: place.local).states().keys.sorted() == ["a"])
    try expectInvariant(place, records: 1)
  }

  @Test("A folder or a FIFO in place of progress.json or the history is an error; nothing hangs or is replaced")
  func notAFile() throws {
    for name in ["progress.json", "history.jsonl"] {
      for makeFIFO in [false, true] {
        let place = folder()
        defer { try? FileManager.default.removeItem(at: place) }
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let path = place.appendingPathComponent(name).path
        if makeFIFO {
          #expect(mkfifo(path, 0o644) == 0)
        } else {
          try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        #expect(throws: ProgressError.notAFile(path: path, folder: !makeFIFO)) {
          try ProgressFile(folder: place.local).states()
        }
        #expect(throws: ProgressError.notAFile(path: path, folder: !makeFIFO)) {
          try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
        }
        var info = stat()
        #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == (makeFIFO ? S_IFIFO : S_IFDIR))
        #expect(
          !FileManager.default.fileExists(atPath: place.appendingPathComponent("history.jsonl").path)
            || name == "history.jsonl")
      }
    }
  }

  @Test("A 64 GB sparse progress.json is refused with its size limit and left as it is")
  func tooLarge() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let path = place.appendingPathComponent("progress.json").path
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    #expect(ftruncate(descriptor, 64 << 30) == 0)
    close(descriptor)
    #expect(throws: ProgressError.tooLarge(path: path, limit: 64 * 1024 * 1024)) {
      try ProgressFile(folder: place.local).states()
    }
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_size == 64 << 30)
  }

  @Test(
    "History lines with impossible values are damaged, never a trap",
    arguments: [
      "\"at\": 1e300, \"rating\": 3", "\"at\": 1e999, \"rating\": 3", "\"at\": -9.2e18, \"rating\": 3",
      "\"at\": -1, \"rating\": 3", "\"at\": 1000.5, \"rating\": 3", "\"at\": 1000, \"rating\": 7",
      "\"at\": 1000, \"rating\": 1e300", "\"at\": 1000, \"rating\": -3", "\"at\": 99999999999999, \"rating\": 3",
    ])
  func impossibleHistory(fields: String) throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    _ = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    try appendToHistory(
      place, "{\"item\": \"b\", \"kind\": \"order\", \"topic\": \"inactive\", \(fields), \"correct\": true}\n")
    let store = ProgressFile(folder: place.local)
    #expect(try store.states().keys.sorted() == ["a"])
    #expect(store.warnings.count == 1)
    _ = try store.record(review("c", at: 3_000), scheduler: FSRSScheduler())
    try expectInvariant(place, records: 2)
  }

  @Test(
    "A progress.json item with impossible numbers is damaged: moved aside and rebuilt, never a trap",
    arguments: [
      "\"s\": 1e300", "\"s\": -1", "\"s\": 0", "\"d\": 11", "\"d\": 1e999", "\"last\": 1e300", "\"last\": -9.2e18",
      "\"due\": 1e300", "\"reps\": -4", "\"reps\": 2.5", "\"lapses\": 1e19", "\"first\": -1",
    ])
  func impossibleProgress(field: String) throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let saved = try ProgressFile(folder: place.local).record(review("a", at: 1_000), scheduler: FSRSScheduler())
    let file = place.appendingPathComponent("progress.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let key = String(field.prefix { $0 != ":" })
    let damaged = text.replacingOccurrences(
      of: "\(key): [^,}]*", with: field, options: .regularExpression)
    #expect(damaged != text)
    try damaged.write(to: file, atomically: true, encoding: .utf8)
    let store = ProgressFile(folder: place.local)
    #expect(try store.states()["a"] == saved)
    #expect(store.warnings.count == 1)
    try expectInvariant(place, records: 1)
  }

  @Test("A progress.json that no longer matches its history (a restored backup) is moved aside and rebuilt")
  func staleCache() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    _ = try store.record(review("b", at: 2_000), scheduler: FSRSScheduler())
    let history = place.appendingPathComponent("history.jsonl")
    let first = try String(contentsOf: history, encoding: .utf8).split(separator: "\n")[0]
    try (first + "\n").write(to: history, atomically: true, encoding: .utf8)
    let fresh = ProgressFile(folder: place.local)
    #expect(try fresh.states().keys.sorted() == ["a"])
    #expect(fresh.warnings.count == 1)
    try expectInvariant(place, records: 1)
  }

  static let legacy =
    "{\"version\": 1, \"items\": {\"old\": {\"s\": 2.3, \"d\": 5, \"last\": 1000, \"due\": 173800, \"reps\": 3, \"lapses\": 1, \"first\": 500}}}\n"

  @Test("A progress.json from before the cache kept its place is adopted when its counts are the history's")
  func legacyCache() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let old = (1...3).map {
      "{\"item\": \"old\", \"kind\": \"order\", \"topic\": \"inactive\", \"at\": \(300 * $0), \"rating\": 3, \"correct\": true}\n"
    }.joined()
    try old.write(to: place.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
    try Self.legacy.write(to: place.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 2_000), scheduler: FSRSScheduler())
    #expect(store.warnings.isEmpty)
    let states = try ProgressFile(folder: place.local).states()
    #expect(states.keys.sorted() == ["a", "old"])
    #expect(states["old"]?.reviews == 3)
  }

  @Test("A legacy progress.json whose counts disagree with the history is rebuilt from it, said, and kept")
  func legacyCacheDisagrees() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    try Self.legacy.write(to: place.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 2_000), scheduler: FSRSScheduler())
    guard case .rebuiltFromHistory(let kept)? = store.warnings.first else {
      Issue.record("no rebuild notice: \(store.warnings)")
      return
    }
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == Self.legacy)
    #expect(try ProgressFile(folder: place.local).states().keys.sorted() == ["a"])
    try expectInvariant(place, records: 1)
  }

  @Test("A last record that lacks only its newline is kept: counted, completed on the next append, nothing moved aside")
  func lastRecordWithoutNewline() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    // A crash after writing the next record and before its newline (and so
    // before progress.json knew of it).
    let history = place.appendingPathComponent("history.jsonl")
    try appendToHistory(
      place, #"{"item": "b", "kind": "order", "topic": "inactive", "at": 2000, "rating": 3, "correct": true}"#)
    let fresh = ProgressFile(folder: place.local)
    #expect(try fresh.states().keys.sorted() == ["a", "b"])
    _ = try fresh.record(review("c", at: 3_000), scheduler: FSRSScheduler())
    #expect(fresh.warnings.isEmpty, "\(fresh.warnings)")
    #expect(try String(contentsOf: history, encoding: .utf8).split(separator: "\n").count == 3)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: place.path).sorted() == [
        "history.jsonl", "progress.json", "progress.lock",
      ])
    try expectInvariant(place, records: 3)
  }

  @Test("A history cut at any byte keeps every complete record, and every removed byte is kept in a side file")
  func cutAtEveryByte() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    for (index, item) in ["a", "b", "c"].enumerated() {
      _ = try store.record(review(item, at: 1_000 * (index + 1)), scheduler: FSRSScheduler())
    }
    let whole = try Data(contentsOf: place.appendingPathComponent("history.jsonl"))
    let ends = whole.indices.filter { whole[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    for cut in 0..<whole.count {
      let copy = folder()
      defer { try? FileManager.default.removeItem(at: copy) }
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      try whole.prefix(cut).write(to: copy.appendingPathComponent("history.jsonl"))
      let cutStore = ProgressFile(folder: copy.local)
      _ = try cutStore.record(review("d", at: 9_000), scheduler: FSRSScheduler())
      // Complete lines, plus a last record that lacks only its newline.
      let complete = ends.filter { $0 <= cut }.count + (ends.contains(cut + 1) ? 1 : 0)
      #expect(try cutStore.states().count == complete + 1, "cut at \(cut)")
      let kept = ends.filter { $0 <= cut }.last ?? 0
      let removed = whole[kept..<cut]
      let sides = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { $0.contains(".fragment-") }
      if removed.isEmpty || ends.contains(cut + 1) {
        #expect(sides.isEmpty, "cut at \(cut)")
      } else {
        #expect(sides.count == 1, "cut at \(cut)")
        let side = try Data(contentsOf: copy.appendingPathComponent(sides.first ?? ""))
        #expect(side == Data(removed), "cut at \(cut)")
      }
      try expectInvariant(copy, records: complete + 1)
    }
  }

  @Test("Side files never overwrite each other: two fragments in the same second get two names")
  func uniqueSideFiles() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let store = ProgressFile(folder: place.local)
    _ = try store.record(review("a", at: 1_000), scheduler: FSRSScheduler())
    for round in 0..<2 {
      try appendToHistory(place, "{\"item\": \"torn\(round)")
      _ = try ProgressFile(folder: place.local).record(
        review("b\(round)", at: 2_000 + round), scheduler: FSRSScheduler())
    }
    let sides = try FileManager.default.contentsOfDirectory(atPath: place.path).filter { $0.contains(".fragment-") }
    #expect(sides.count == 2)
    let texts = try sides.map { try String(contentsOf: place.appendingPathComponent($0), encoding: .utf8) }.sorted()
    #expect(texts == ["{\"item\": \"torn0", "{\"item\": \"torn1"])
  }

  @Test("Two sessions at once never lose each other's answers")
  func concurrentSessions() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { session in
      let store = ProgressFile(folder: place.local)
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
    let store = ProgressFile(folder: place.local)
    #expect(try store.history().count == 80)
    let states = try store.states()
    #expect(states.values.map(\.reviews).reduce(0, +) == 80)
    try expectInvariant(place, records: 80)
  }

  @Test("A file from a newer lifequiz is left alone and reported")
  func newerVersion() throws {
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let file = place.appendingPathComponent("progress.json")
    try "{\"version\": 2, \"items\": {}}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: ProgressError.newerVersion(path: file.path, version: 2)) {
      try ProgressFile(folder: place.local).states()
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

/// Fails the `failing`-th write with ENOSPC (after writing half of it, when
/// `partly`), as a full disk does.
final class FailingWrites: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  let failing: Int
  let partly: Bool

  init(failing: Int, partly: Bool = false) {
    self.failing = failing
    self.partly = partly
  }

  var writes: FileWrites {
    FileWrites { bytes, descriptor in
      let number = self.lock.withLock {
        self.count += 1
        return self.count
      }
      guard number == self.failing else { return FileWrites.system.write(bytes, descriptor) }
      if self.partly { _ = FileWrites.system.write(Array(bytes.prefix(bytes.count / 2)), descriptor) }
      errno = ENOSPC
      return false
    }
  }
}

/// Appends raw text to the history, as a crash or another tool would.
func appendToHistory(_ place: URL, _ text: String) throws {
  let handle = try FileHandle(forWritingTo: place.appendingPathComponent("history.jsonl"))
  handle.seekToEndOfFile()
  handle.write(Data(text.utf8))
  handle.closeFile()
}

/// The invariant: the reviews counted in progress.json equal the good records
/// in the history, counted here independently with JSONSerialization.
func expectInvariant(_ place: URL, records: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let data = try Data(contentsOf: place.appendingPathComponent("progress.json"))
  let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  let items = try #require(root["items"] as? [String: [String: Any]])
  let reviews = items.values.compactMap { $0["reps"] as? Int }.reduce(0, +)
  let counted = (root["history"] as? [String: Any])?["records"] as? Int
  let history = try Data(contentsOf: place.appendingPathComponent("history.jsonl"))
  // Answers in effect: each undo line takes back its item's latest answer left.
  var inEffect: [String: Int] = [:]
  for line in history.split(separator: UInt8(ascii: "\n")) {
    guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      let item = record["item"] as? String, let at = record["at"] as? Double,
      at >= 0 && at <= 32_503_680_000 && at == at.rounded()
    else { continue }
    if record["control"] as? String == "undo" {
      inEffect[item] = max(0, (inEffect[item] ?? 0) - 1)
    } else if let rating = record["rating"] as? Double, [1, 2, 3, 4].contains(rating) {
      inEffect[item, default: 0] += 1
    }
  }
  let good = inEffect.values.reduce(0, +)
  #expect(reviews == good, "reps in progress.json", sourceLocation: sourceLocation)
  #expect(counted == good, "records in progress.json", sourceLocation: sourceLocation)
  #expect(good == records, "good records in the history", sourceLocation: sourceLocation)
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
