import LifeQuizPlatform
import QuizEngine

/// Practice history on disk, in a folder of its own:
///
/// - `history.jsonl`: the log of record, one answer or control (`undo`,
///   `suspend`, `unsuspend`) per line (`HistoryLog`);
/// - `progress.json`: a cache of the FSRS state of every item and how much of
///   the history it includes (`ProgressCache`), replaced atomically;
/// - `progress.lock`: held with `flock` while reading or saving, so two
///   sessions at once apply each answer on top of the other's.
///
/// An answer is appended to the history first, then the cache is replaced.
/// A crash between the two loses nothing: opening replays the records after
/// the cache's place. A missing, stale or damaged cache is rebuilt from the
/// history; a damaged or stale one is moved aside first and named in a
/// warning. After every command the reviews counted in the cache equal the
/// good records in the history.
public final class ProgressFile: ProgressStore, @unchecked Sendable {
  public static let version = ProgressCache.version

  public let folder: LocalPath
  /// Problems found and handled; the caller shows them.
  public private(set) var warnings: [ProgressWarning] = []
  private let scheduler: FSRSScheduler
  private let writes: FileWrites
  private let log: HistoryLog
  /// Seconds east of UTC that `HistoryTotals` counts local days in.
  private let dayOffset: Int
  /// The last damaged line already reported, so each is reported once.
  private var reportedThrough = 0

  public init(
    folder: LocalPath, scheduler: FSRSScheduler = FSRSScheduler(), writes: FileWrites = .system, dayOffset: Int = 0
  ) {
    self.folder = folder
    self.dayOffset = dayOffset
    self.scheduler = scheduler
    self.writes = writes
    log = HistoryLog(path: folder.appendingPathComponent("history.jsonl").path, writes: writes)
  }

  /// `--data-dir`, else `LIFEQUIZ_HOME`, else `$XDG_DATA_HOME/lifequiz`, else
  /// `~/.local/share/lifequiz`. A relative `XDG_DATA_HOME` or `HOME` (or an
  /// empty one) is ignored, as the XDG rule says, so the data never lands
  /// wherever the command happens to run: `HOME` then comes from the
  /// account (`getpwuid`).
  public static func folder(flag: String?, environment: [String: String]) -> LocalPath {
    if let flag, !flag.isEmpty { return LocalPath(flag) }
    if let home = environment["LIFEQUIZ_HOME"], !home.isEmpty { return LocalPath(home) }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return LocalPath(data).appendingPathComponent("lifequiz")
    }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? LocalPath.userHome()
    return LocalPath(home).appendingPathComponent(
      ".local/share/lifequiz")
  }

  var progressPath: String { folder.appendingPathComponent("progress.json").path }
  var historyPath: String { log.path }
  var lockPath: String { folder.appendingPathComponent("progress.lock").path }
  /// Seconds to wait for another lifequiz to finish writing.
  static let lockWait = 10.0

  public func states() throws(ProgressError) -> [String: MemoryState] {
    try reading(orEmpty: [:]) { () throws(ProgressError) in
      if let cache = try upToDate() { return cache.states }
      return try catchUp(collecting: nil).states
    }
  }

  public func record(_ review: ReviewRecord, scheduler: FSRSScheduler) throws(ProgressError) -> MemoryState {
    try withLock { () throws(ProgressError) in
      var cache = try catchUp(collecting: nil, saving: false)
      let appended = try log.append(.review(review), now: Clock.systemNow())
      if let fragment = appended.fragment { warnings.append(.fragmentKept(path: fragment)) }
      cache.totals?.add(review, previousAnswer: cache.states[review.item]?.lastReview)
      let state = scheduler.review(cache.states[review.item], rating: review.rating, at: review.at)
      cache.states[review.item] = state
      cache.position = HistoryLog.Position(
        bytes: appended.end, lines: cache.position.lines + 1, records: cache.position.records + 1)
      cache.check = try log.check(at: appended.end)
      // The answer is in the history already: a cache that cannot be written
      // is said, not an error; the next read rebuilds it from the history.
      if let reason = save(cache) { warnings.append(.cacheNotSaved(path: progressPath, reason: reason)) }
      return state
    }
  }

  /// Takes back the item's latest answer still in effect: an `undo` line is
  /// appended and the states are replayed from the whole history without
  /// that answer. False, and nothing written, when the item has none.
  public func undo(_ item: String, at time: Int) throws(ProgressError) -> Bool {
    try withLock { () throws(ProgressError) in
      let cache = try catchUp(collecting: nil, saving: false)
      guard cache.states[item] != nil else { return false }
      _ = try append(.control(ControlRecord(.undo, item: item, at: time)))
      let replayed = try replay(collecting: nil).cache
      if let reason = save(replayed) { warnings.append(.cacheNotSaved(path: progressPath, reason: reason)) }
      return true
    }
  }

  /// Suspends the item (never asked until unsuspended) or unsuspends it.
  /// False, and nothing written, when it already was so.
  public func setSuspended(_ item: String, _ suspended: Bool, at time: Int) throws(ProgressError) -> Bool {
    try withLock { () throws(ProgressError) in
      var cache = try catchUp(collecting: nil, saving: false)
      guard cache.suspended.contains(item) != suspended else { return false }
      let end = try append(.control(ControlRecord(suspended ? .suspend : .unsuspend, item: item, at: time)))
      if suspended { cache.suspended.insert(item) } else { cache.suspended.remove(item) }
      cache.position = HistoryLog.Position(
        bytes: end, lines: cache.position.lines + 1, records: cache.position.records)
      cache.check = try log.check(at: end)
      if let reason = save(cache) { warnings.append(.cacheNotSaved(path: progressPath, reason: reason)) }
      return true
    }
  }

  /// The items suspended.
  public func suspended() throws(ProgressError) -> Set<String> {
    try reading(orEmpty: []) { () throws(ProgressError) in try catchUp(collecting: nil).suspended }
  }

  /// Both at once, reading the progress once (practice's start). The folder
  /// is made here: a session that cannot save says so before its first question.
  public func statesAndSuspended() throws(ProgressError) -> (states: [String: MemoryState], suspended: Set<String>) {
    try withLock { () throws(ProgressError) in
      if let cache = try upToDate() { return (cache.states, cache.suspended) }
      let cache = try catchUp(collecting: nil)
      return (cache.states, cache.suspended)
    }
  }

  public func history() throws(ProgressError) -> [ReviewRecord] {
    try statesAndHistory().history
  }

  /// Both at once, reading the history once.
  public func statesAndHistory() throws(ProgressError) -> (states: [String: MemoryState], history: [ReviewRecord]) {
    try reading(orEmpty: ([:], [])) { () throws(ProgressError) in
      var records: [ReviewRecord] = []
      let cache = try catchUp(collecting: &records)
      return (cache.states, records)
    }
  }

  /// What `stats` needs, without reading the history (unless the totals
  /// are missing, damaged or kept under another day offset).
  public func statesAndTotals() throws(ProgressError) -> (states: [String: MemoryState], totals: HistoryTotals) {
    try reading(orEmpty: ([:], HistoryTotals(dayOffset: dayOffset))) { () throws(ProgressError) in
      let cache = try catchUp(collecting: nil)
      return (cache.states, cache.totals ?? HistoryTotals(dayOffset: dayOffset))
    }
  }

  // MARK: - Opening

  /// The cache, when it already holds the whole history, read without its
  /// totals: only `stats` shows them and only a new answer changes them, so
  /// practice need not read them to start. Nil when anything is to be
  /// replayed, rebuilt or moved aside: `catchUp` does that.
  private func upToDate() throws(ProgressError) -> ProgressCache? {
    removeStaleTemporaries()
    guard case .current(let found)? = try readCache(totals: false), try log.size() == found.position.bytes,
      try log.check(at: found.position.bytes) == found.check
    else { return nil }
    return found
  }

  /// The cache brought up to date with the history, saved when it changed
  /// (unless the caller saves next). With `collecting`, every good record
  /// of the history is gathered on the way.
  private func catchUp(collecting records: UnsafeMutablePointer<[ReviewRecord]>?, saving: Bool = true)
    throws(ProgressError) -> ProgressCache
  {
    removeStaleTemporaries()
    var cache = ProgressCache()
    var changed = false
    switch try readCache() {
    case nil:
      changed = true
    case .newer(let version):
      throw .newerVersion(path: progressPath, version: version)
    case .damaged:
      try moveAside(progressPath)
      changed = true
    case .legacy(let states):
      // Written before the cache knew its place. When its counts are the
      // history's it is kept; otherwise the history, the log of record, wins.
      let end = try log.read(from: HistoryLog.Position()) { _, _ in }.end
      if states.values.reduce(0, { $0 + $1.reviews }) == end.records {
        cache.states = states
        cache.position = end
      } else {
        try moveAside(progressPath, rebuilt: true)
      }
      changed = true
    case .current(let found):
      if try log.check(at: found.position.bytes) == found.check {
        cache = found
      } else {
        try moveAside(progressPath, rebuilt: true)
        changed = true
      }
    }
    let known = cache.position.bytes
    var applied = 0
    let rebuildTotals = cache.totals?.dayOffset != dayOffset
    if rebuildTotals {
      cache.totals = HistoryTotals(dayOffset: dayOffset)
      changed = true
    }
    let start = records == nil && !rebuildTotals ? cache.position : HistoryLog.Position()
    var undoFound = false
    // Read from the start, the states are final: when each item was answered
    // before is followed here.
    var answered: [String: Int] = [:]
    var (end, damage) = try log.read(from: start) { entry, offset in
      switch entry {
      case .review(let record):
        guard !cache.undone.contains(offset) else { return }
        records?.pointee.append(record)
        let previous = start.bytes == 0 ? answered[record.item] : cache.states[record.item]?.lastReview
        answered[record.item] = record.at
        if rebuildTotals || offset >= known { cache.totals?.add(record, previousAnswer: previous) }
        guard offset >= known else { return }
        cache.states[record.item] = scheduler.review(cache.states[record.item], rating: record.rating, at: record.at)
        applied += 1
      case .control(let control):
        guard offset >= known else { return }
        switch control.action {
        // Which answer it takes back depends on all before it: replayed below.
        case .undo: undoFound = true
        case .suspend: cache.suspended.insert(control.item)
        case .unsuspend: cache.suspended.remove(control.item)
        }
      }
    }
    if undoFound {
      (cache, end, damage) = try replay(collecting: records)
      applied = cache.position.records
      cache.position.records = 0
      changed = true
    }
    if damage.count > 0, damage.lastLine > reportedThrough {
      reportedThrough = damage.lastLine
      warnings.append(.damagedLines(path: log.path, count: damage.count, firstLine: damage.firstLine))
    }
    let position = HistoryLog.Position(
      bytes: end.bytes, lines: end.lines, records: cache.position.records + applied)
    changed = changed || position != cache.position
    cache.position = position
    if changed {
      cache.check = try log.check(at: position.bytes)
      if saving, position.bytes > 0 || !cache.states.isEmpty, let reason = save(cache) {
        warnings.append(.cacheNotSaved(path: progressPath, reason: reason))
      }
    }
    return cache
  }

  /// The whole history replayed from the start, leaving out each answer an
  /// `undo` line took back: the item's latest answer before the undo that
  /// no earlier undo took. Two reads: the first finds those answers.
  private func replay(collecting records: UnsafeMutablePointer<[ReviewRecord]>?)
    throws(ProgressError) -> (cache: ProgressCache, end: HistoryLog.Position, damage: HistoryLog.Damage)
  {
    var inEffect: [String: [Int]] = [:]
    var undone: Set<Int> = []
    _ = try log.read(from: HistoryLog.Position()) { entry, offset in
      switch entry {
      case .review(let record): inEffect[record.item, default: []].append(offset)
      case .control(let control):
        switch control.action {
        case .undo: if let taken = inEffect[control.item]?.popLast() { undone.insert(taken) }
        case .suspend, .unsuspend: break
        }
      }
    }
    var cache = ProgressCache()
    cache.undone = undone
    cache.totals = HistoryTotals(dayOffset: dayOffset)
    records?.pointee.removeAll()
    var reviews = 0
    let (end, damage) = try log.read(from: HistoryLog.Position()) { entry, offset in
      switch entry {
      case .review(let record):
        guard !undone.contains(offset) else { return }
        records?.pointee.append(record)
        cache.totals?.add(record, previousAnswer: cache.states[record.item]?.lastReview)
        cache.states[record.item] = scheduler.review(cache.states[record.item], rating: record.rating, at: record.at)
        reviews += 1
      case .control(let control):
        switch control.action {
        case .undo: break
        case .suspend: cache.suspended.insert(control.item)
        case .unsuspend: cache.suspended.remove(control.item)
        }
      }
    }
    cache.position = HistoryLog.Position(bytes: end.bytes, lines: end.lines, records: reviews)
    cache.check = try log.check(at: end.bytes)
    return (cache, end, damage)
  }

  /// Appends a control line; the history's new end.
  private func append(_ entry: HistoryEntry) throws(ProgressError) -> Int {
    let appended = try log.append(entry, now: Clock.systemNow())
    if let fragment = appended.fragment { warnings.append(.fragmentKept(path: fragment)) }
    return appended.end
  }

  private func readCache(totals: Bool = true) throws(ProgressError) -> ProgressCache.Decoded? {
    guard let file = try FileCheck.openForReading(progressPath) else { return nil }
    defer { file.close() }
    let size = try FileCheck.reading(progressPath) { () throws(SystemError) in try file.status().size }
    guard size <= ProgressCache.sizeLimit else {
      throw .tooLarge(path: progressPath, limit: ProgressCache.sizeLimit)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try FileCheck.reading(progressPath) { () throws(SystemError) in try file.read(into: &chunk) }
      if count == 0 { break }
      bytes += chunk[0..<count]
      guard bytes.count <= ProgressCache.sizeLimit else {
        throw .tooLarge(path: progressPath, limit: ProgressCache.sizeLimit)
      }
    }
    return ProgressCache.decode(bytes, totals: totals)
  }

  // MARK: - Writing

  /// Replaces the cache atomically; the system's reason on failure.
  private func save(_ cache: ProgressCache) -> String? {
    // A progress.json that is a symbolic link stays one: its target is replaced.
    let target = FileSystem.linkTarget(progressPath) ?? progressPath
    if let reason = AtomicFile.write(cache.rendered(), to: target, using: writes) { return reason }
    if let folderFile = try? OpenFile.open(folder.path, for: .folder) {
      try? folderFile.sync()
      folderFile.close()
    }
    return nil
  }

  /// Renames a file to `<name>.damaged-<time>` and records a warning. A file
  /// that cannot be moved is never overwritten.
  /// `rebuilt`: it read fine but disagreed with the history.
  private func moveAside(_ path: String, rebuilt: Bool = false) throws(ProgressError) {
    let base = path + (rebuilt ? ".old-" : ".damaged-") + "\(Clock.systemNow())"
    let target = try FileCheck.writing(path) { () throws(SystemError) in
      try FileSystem.moveToNewName(path, base: base)
    }
    warnings.append(rebuilt ? .rebuiltFromHistory(kept: target) : .movedAside(path: target))
  }

  /// Temporary files of a save that was killed; under the lock no other
  /// save is running, so every one of them is stale.
  private func removeStaleTemporaries() {
    for name in FileBytes.names(in: folder.path) where name.hasPrefix("progress.json.tmp-") {
      FileSystem.remove(folder.appendingPathComponent(name).path)
    }
  }

  /// A read where nothing was ever written finds nothing, and leaves no folder
  /// behind: `stats` on a new machine, or with a home it cannot write to.
  private func reading<T>(orEmpty empty: @autoclosure () -> T, _ body: () throws(ProgressError) -> T)
    throws(ProgressError) -> T
  {
    guard !FileBytes.isMissing(folder.path) else { return empty() }
    return try withLock(body)
  }

  private func withLock<T>(_ body: () throws(ProgressError) -> T) throws(ProgressError) -> T {
    guard FileBytes.makeFolder(folder.path) else {
      throw .cannotWrite(path: folder.path, reason: SystemError.last.reason)
    }
    let file = try FileCheck.writing(lockPath) { () throws(SystemError) in try OpenFile.open(lockPath, for: .lock) }
    do throws(OpenFile.LockWaitEnd) {
      try file.lock(waitingAtMost: Self.lockWait, stop: TerminationSignals.pending)
    } catch {
      file.close()
      switch error {
      case .timedOut: throw .busy(path: lockPath, seconds: Int(Self.lockWait))
      case .stopped: throw .interrupted
      case .failed(let reason): throw .cannotWrite(path: lockPath, reason: reason.reason)
      }
    }
    let lock = file
    defer {
      lock.unlock()
      lock.close()
    }
    return try body()
  }
}
