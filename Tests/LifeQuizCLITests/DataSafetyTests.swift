import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary on damaged, hostile and odd data folders and input, and
/// ended by signals: it never traps, hangs or loses an answer.
@Suite("Data safety (the built binary)", .serialized)
struct DataSafetyTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-safety-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func environment(_ home: String) -> [String: String] {
    ["LANG": "C", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000", "PATH": "/usr/bin:/bin"]
  }

  static let practice = ["practice", "--kind", "trap", "--count", "2", "--seed", "3", "--cram"]

  @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT end a waiting session at once, exit 128 + signal, the answer kept")
  func signals() throws {
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      let home = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: home) }
      let running = try BinaryRunner.Running(Self.practice, environment: Self.environment(home))
      running.send("t\n")
      let asked = running.waitFor {
        running.out.components(separatedBy: "> ").count >= 3 && goodLines(home) == 1
      }
      #expect(asked, "signal \(number): the second question never came: \(running.out)")
      running.signal(number)
      let result = running.finish()
      #expect(!result.hung, "signal \(number) left the process running")
      #expect(result.status == 128 + number, "signal \(number): \(result.err)")
      #expect(result.err.contains("Interrupted. Every answer so far is saved."))
      #expect(!result.err.contains("Backtrace") && !result.err.contains("Crash"))
      try expectStoredInvariant(home, records: 1)
    }
  }

  @Test(
    "A folder, a FIFO or a 64 GB sparse file as progress.json: exit 1 naming the file, nothing hangs or is replaced")
  func unreadableProgress() throws {
    for kind in ["folder", "fifo", "sparse"] {
      let home = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: home) }
      let path = home + "/progress.json"
      switch kind {
      case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      case "fifo": #expect(mkfifo(path, 0o644) == 0)
      default:
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(descriptor, 64 << 30) == 0)
        close(descriptor)
      }
      let result = try BinaryRunner.run(Self.practice, environment: Self.environment(home), input: "t\nquit\n")
      #expect(!result.hung, "\(kind)")
      #expect(result.status == 1, "\(kind): \(result.err)")
      #expect(result.err.hasPrefix("Error: \(path) "), "\(kind): \(result.err)")
      #expect(result.err.split(separator: "\n").count == 1, "\(kind): \(result.err)")
      var info = stat()
      #expect(lstat(path, &info) == 0)
      let expected = kind == "folder" ? S_IFDIR : kind == "fifo" ? S_IFIFO : S_IFREG
      #expect(info.st_mode & S_IFMT == expected && (kind != "sparse" || info.st_size == 64 << 30))
      #expect(!FileManager.default.fileExists(atPath: home + "/history.jsonl"), "\(kind): an answer was saved anyway")
    }
  }

  @Test(
    "A history with a bad line, an impossible number and a torn end: every good line used, one warning, the fragment kept"
  )
  func damagedHistory() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let good =
      "{\"item\": \"x\", \"kind\": \"trap\", \"topic\": \"inactive\", \"at\": 1795200000, \"rating\": 3, \"correct\": true}"
    let impossible = good.replacingOccurrences(of: "1795200000", with: "1e999")
    try (good + "\nnot json\n" + impossible + "\n{\"item\": \"y\", \"ki").write(
      toFile: home + "/history.jsonl", atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(Self.practice, environment: Self.environment(home), input: "t\nquit\n")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err.components(separatedBy: "could not be read").count == 2, "\(result.err)")
    #expect(
      result.err.contains("3 lines of \(home)/history.jsonl could not be read and were skipped (first: line 2)"))
    #expect(result.err.contains("torn line"))
    let fragments = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.contains(".fragment-") }
    #expect(fragments.count == 1)
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    #expect(history.hasPrefix(good + "\nnot json\n") && history.hasSuffix("}\n") && !history.contains("\"y\""))
    try expectStoredInvariant(home, records: 2)
    let stats = try BinaryRunner.run(["stats", "--format", "json"], environment: Self.environment(home))
    #expect(stats.status == 0 && stats.out.contains("\"reviews\": 2"), "\(stats.out)")
    // One damaged line is named in the singular.
    let single = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: single) }
    try (good + "\nnot json\n").write(toFile: single + "/history.jsonl", atomically: true, encoding: .utf8)
    let one = try BinaryRunner.run(["stats"], environment: Self.environment(single))
    #expect(
      one.err.contains("1 line of \(single)/history.jsonl could not be read and was skipped (line 2)"), "\(one.err)")
  }

  @Test("A progress.json with impossible numbers is moved aside and rebuilt from the history")
  func impossibleProgress() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let first = try BinaryRunner.run(Self.practice, environment: Self.environment(home), input: "t\nquit\n")
    #expect(first.status == 0, "\(first.err)")
    let text = try String(contentsOfFile: home + "/progress.json", encoding: .utf8)
    try text.replacingOccurrences(of: "\"reps\": 1", with: "\"reps\": -9.2e18").write(
      toFile: home + "/progress.json", atomically: true, encoding: .utf8)
    let second = try BinaryRunner.run(Self.practice, environment: Self.environment(home), input: "t\nquit\n")
    #expect(second.status == 0, "\(second.err)")
    #expect(second.err.contains("moved aside to \(home)/progress.json.damaged-"), "\(second.err)")
    try expectStoredInvariant(home, records: 2)
  }

  @Test("LIFEQUIZ_NOW at the Int minimum is a usage error; practice </dev/zero ends without filling memory")
  func hostileInput() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    var environment = Self.environment(home)
    environment["LIFEQUIZ_NOW"] = String(Int.min)
    let now = try BinaryRunner.run(Self.practice, environment: environment)
    #expect(now.status == 64 && now.err.hasPrefix("Error: LIFEQUIZ_NOW must be whole seconds"), "\(now.err)")
    let zero = try BinaryRunner.run(Self.practice, environment: Self.environment(home), inputFile: "/dev/zero")
    #expect(!zero.hung)
    #expect(zero.status == 0, "\(zero.err)")
    #expect(zero.out.contains("That line is longer than 4096 bytes"))
  }
}

/// Good records in the history, counted with JSONSerialization.
func goodLines(_ home: String) -> Int {
  guard let data = FileManager.default.contents(atPath: home + "/history.jsonl") else { return 0 }
  // Answers in effect: each undo line takes back its item's latest answer
  // that no earlier undo took.
  var inEffect: [String: Int] = [:]
  for line in data.split(separator: UInt8(ascii: "\n")) {
    guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      let item = record["item"] as? String, let at = record["at"] as? Double,
      at >= 0 && at <= 32_503_680_000 && at == at.rounded()
    else { continue }
    if let control = record["control"] as? String {
      if control == "undo", let count = inEffect[item], count > 0 { inEffect[item] = count - 1 }
    } else if let rating = record["rating"] as? Double, [1, 2, 3, 4].contains(rating) {
      inEffect[item, default: 0] += 1
    }
  }
  return inEffect.values.reduce(0, +)
}

/// The invariant: the reviews counted in progress.json equal the good records
/// in the history, and no temporary file is left.
func expectStoredInvariant(_ home: String, records: Int?, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let temporary = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.contains(".tmp") }
  #expect(temporary.isEmpty, "\(temporary)", sourceLocation: sourceLocation)
  // A run killed before its first answer leaves nothing to keep, so no progress.json;
  // with even one answer in the history, progress.json must account for it.
  guard let data = FileManager.default.contents(atPath: home + "/progress.json") else {
    #expect(goodLines(home) == 0, "no progress.json, but the history has records", sourceLocation: sourceLocation)
    if let records { #expect(records == 0, "no progress.json", sourceLocation: sourceLocation) }
    return
  }
  let root = try #require(
    try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
  let items = try #require(root["items"] as? [String: [String: Any]], sourceLocation: sourceLocation)
  let reviews = items.values.compactMap { $0["reps"] as? Int }.reduce(0, +)
  let counted = (root["history"] as? [String: Any])?["records"] as? Int
  let good = goodLines(home)
  #expect(reviews == good, "reps in progress.json", sourceLocation: sourceLocation)
  #expect(counted == good, "records in progress.json", sourceLocation: sourceLocation)
  if let records { #expect(good == records, "good records in the history", sourceLocation: sourceLocation) }
}
