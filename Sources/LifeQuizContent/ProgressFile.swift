import Foundation
import QuizEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Practice history on disk, in a folder of its own:
///
/// - `progress.json`: `{"version": 1, "items": {id: state}}`, the FSRS state of
///   every item, small whatever the history, so sessions start quickly;
/// - `history.jsonl`: one review per line, for statistics;
/// - `progress.lock`: held with `flock` while an answer is saved, so two
///   sessions at once apply each answer on top of the other's.
///
/// `progress.json` is replaced atomically (write, fsync, rename). A damaged
/// one is moved aside, named in a warning, and rebuilt from the history.
public final class ProgressFile: ProgressStore, @unchecked Sendable {
  public static let version = 1

  public let folder: URL
  /// Problems found and handled (files moved aside); the caller shows them.
  public private(set) var warnings: [String] = []
  private let scheduler: FSRSScheduler

  public init(folder: URL, scheduler: FSRSScheduler = FSRSScheduler()) {
    self.folder = folder
    self.scheduler = scheduler
  }

  /// `--data-dir`, else `LIFEQUIZ_HOME`, else `$XDG_DATA_HOME/lifequiz`, else
  /// `~/.local/share/lifequiz`.
  public static func folder(flag: String?, environment: [String: String]) -> URL {
    if let flag, !flag.isEmpty { return URL(fileURLWithPath: flag, isDirectory: true) }
    if let home = environment["LIFEQUIZ_HOME"], !home.isEmpty { return URL(fileURLWithPath: home, isDirectory: true) }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("lifequiz", isDirectory: true)
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
      ".local/share/lifequiz", isDirectory: true)
  }

  var progressPath: String { folder.appendingPathComponent("progress.json").path }
  var historyPath: String { folder.appendingPathComponent("history.jsonl").path }
  var lockPath: String { folder.appendingPathComponent("progress.lock").path }

  public func states() throws(ProgressError) -> [String: MemoryState] {
    try withLock { () throws(ProgressError) in try readStates() }
  }

  public func record(_ review: ReviewRecord, scheduler: FSRSScheduler) throws(ProgressError) -> MemoryState {
    try withLock { () throws(ProgressError) in
      var states = try readStates()
      let state = scheduler.review(states[review.item], rating: review.rating, at: review.at)
      states[review.item] = state
      try append(Self.line(review))
      try writeAtomically(Self.document(states), to: progressPath)
      return state
    }
  }

  public func history() throws(ProgressError) -> [ReviewRecord] {
    try withLock { () throws(ProgressError) in try readHistory() }
  }

  // MARK: - Reading

  private func readStates() throws(ProgressError) -> [String: MemoryState] {
    guard let data = FileBytes.contents(of: progressPath) else { return [:] }
    if let found = (try? JSON.parse(data))?["version"]?.int, found > Self.version {
      throw .newerVersion(path: progressPath, version: found)
    }
    if let states = Self.parseStates(data) { return states }
    moveAside(progressPath)
    var rebuilt: [String: MemoryState] = [:]
    for review in try readHistory() {
      rebuilt[review.item] = scheduler.review(rebuilt[review.item], rating: review.rating, at: review.at)
    }
    if !rebuilt.isEmpty { try writeAtomically(Self.document(rebuilt), to: progressPath) }
    return rebuilt
  }

  static func parseStates(_ data: [UInt8]) -> [String: MemoryState]? {
    guard let root = try? JSON.parse(data), root["version"]?.int == version, let items = root["items"]?.object
    else { return nil }
    var states: [String: MemoryState] = [:]
    for (id, fields) in items {
      guard let stability = fields["s"]?.double, let difficulty = fields["d"]?.double,
        let last = fields["last"]?.int, let due = fields["due"]?.int, let reviews = fields["reps"]?.int,
        let lapses = fields["lapses"]?.int, let first = fields["first"]?.int
      else { return nil }
      states[id] = MemoryState(
        stability: stability, difficulty: difficulty, lastReview: last, due: due, reviews: reviews,
        lapses: lapses, firstReview: first)
    }
    return states
  }

  private func readHistory() throws(ProgressError) -> [ReviewRecord] {
    guard let data = FileBytes.contents(of: historyPath) else { return [] }
    var records: [ReviewRecord] = []
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
      guard let record = Self.parseLine(Array(line)) else {
        moveAside(historyPath)
        return records
      }
      records.append(record)
    }
    return records
  }

  static func parseLine(_ bytes: [UInt8]) -> ReviewRecord? {
    guard let fields = try? JSON.parse(bytes), let item = fields["item"]?.string, let kind = fields["kind"]?.string,
      let topic = fields["topic"]?.string, let at = fields["at"]?.int, let value = fields["rating"]?.int,
      let rating = Rating(rawValue: value), let correct = fields["correct"]?.bool
    else { return nil }
    return ReviewRecord(item: item, kind: kind, topic: topic, at: at, rating: rating, correct: correct)
  }

  // MARK: - Writing

  static func document(_ states: [String: MemoryState]) -> String {
    var text = "{\"version\": \(version), \"items\": {"
    for (index, id) in states.keys.sorted().enumerated() {
      guard let state = states[id] else { continue }
      text += index == 0 ? "\n" : ",\n"
      text +=
        "  \(JSON.quoted(id)): {\"s\": \(state.stability), \"d\": \(state.difficulty), \"last\": \(state.lastReview), "
      text +=
        "\"due\": \(state.due), \"reps\": \(state.reviews), \"lapses\": \(state.lapses), \"first\": \(state.firstReview)}"
    }
    return text + (states.isEmpty ? "}}\n" : "\n}}\n")
  }

  static func line(_ review: ReviewRecord) -> String {
    "{\"item\": \(JSON.quoted(review.item)), \"kind\": \(JSON.quoted(review.kind)), \"topic\": \(JSON.quoted(review.topic)), "
      + "\"at\": \(review.at), \"rating\": \(review.rating.rawValue), \"correct\": \(review.correct)}\n"
  }

  private func writeAtomically(_ text: String, to path: String) throws(ProgressError) {
    if let reason = AtomicFile.write(text, to: path) { throw .cannotWrite(path: path, reason: reason) }
  }

  private func append(_ line: String) throws(ProgressError) {
    let descriptor = open(PathBytes.cString(historyPath), O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: historyPath, reason: Self.lastError()) }
    defer { close(descriptor) }
    guard FileBytes.write(Array(line.utf8), to: descriptor), fsync(descriptor) == 0 else {
      throw .cannotWrite(path: historyPath, reason: Self.lastError())
    }
  }

  /// Renames a damaged file to `<name>.damaged-<time>` and records a warning.
  private func moveAside(_ path: String) {
    let target = path + ".damaged-\(Int(Date().timeIntervalSince1970))"
    if rename(PathBytes.cString(path), PathBytes.cString(target)) == 0 { warnings.append(target) }
  }

  private func withLock<T>(_ body: () throws(ProgressError) -> T) throws(ProgressError) -> T {
    guard FileBytes.makeFolder(folder.path) else {
      throw .cannotWrite(path: folder.path, reason: Self.lastError())
    }
    let descriptor = open(PathBytes.cString(lockPath), O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: lockPath, reason: Self.lastError()) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .cannotWrite(path: lockPath, reason: Self.lastError()) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Progress that cannot be saved: where, and the system's reason.
public enum ProgressError: Error, Hashable, Sendable {
  case cannotWrite(path: String, reason: String)
  /// Written by a newer lifequiz: left untouched.
  case newerVersion(path: String, version: Int)
}
