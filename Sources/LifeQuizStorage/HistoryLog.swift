import LifeQuizPlatform
import QuizEngine

/// `history.jsonl`, the log of record: one answer (or control, such as an
/// undo) per line, only ever appended, each append fsync'd. It is read as a stream, a line at a time,
/// so its size never matters; a line that does not decode (damaged, torn by
/// a full disk, impossible numbers) is counted and skipped, never fatal.
struct HistoryLog {
  /// Longer lines are damaged: a real record is under 300 bytes.
  static let lineLimit = 64 * 1024

  let path: String
  let writes: FileWrites

  /// Where a read stopped and what it saw.
  struct Position: Equatable {
    /// Bytes of complete (newline-terminated) lines.
    var bytes = 0
    var lines = 0
    var records = 0
  }

  struct Damage: Equatable {
    var count = 0
    var firstLine = 0
    var lastLine = 0
  }

  /// Reads the lines after `start`, calling `body` with each good entry and
  /// the byte offset its line starts at. A missing file is an empty log.
  func read(
    from start: Position, _ body: (HistoryEntry, Int) -> Void
  ) throws(ProgressError) -> (end: Position, damage: Damage) {
    guard let file = try FileCheck.openForReading(path) else { return (start, Damage()) }
    defer { file.close() }
    var position = start
    var damage = Damage()
    func damaged(_ line: Int) {
      if damage.count == 0 { damage.firstLine = line }
      damage.count += 1
      damage.lastLine = line
    }
    var line: [UInt8] = []
    var overlong = false
    var lineStart = start.bytes
    var offset = start.bytes
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try FileCheck.reading(path) { () throws(SystemError) in
        try file.read(into: &chunk, count: chunk.count, at: offset)
      }
      if count == 0 { break }
      var from = 0
      for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
        if !overlong { line += chunk[from..<index] }
        position.lines += 1
        if !overlong, line.count <= Self.lineLimit, let record = Self.record(line) {
          position.records += 1
          body(record, lineStart)
        } else if !(line.isEmpty && !overlong) {
          damaged(position.lines)
        }
        line.removeAll(keepingCapacity: true)
        overlong = false
        from = index + 1
        lineStart = offset + from
      }
      if !overlong {
        line += chunk[from..<count]
        if line.count > Self.lineLimit {
          overlong = true
          line.removeAll()
        }
      }
      offset += count
      position.bytes = lineStart
    }
    // A last line without its newline: a complete record (a crash between
    // the record and its newline, a copy tool) counts, and the next append
    // adds the newline; anything else is torn, left out, and moved aside by
    // the next append.
    if !overlong, !line.isEmpty, line.count <= Self.lineLimit, let record = Self.record(line) {
      position.lines += 1
      position.records += 1
      body(record, lineStart)
      position.bytes = offset
    } else if overlong || !line.isEmpty {
      damaged(position.lines + 1)
    }
    return (position, damage)
  }

  /// Appends one record. A last line that is a complete record but lacks its
  /// newline gets it; one that is torn is first cut back to its last newline,
  /// the fragment kept in a side file of its own (returned), so a record is
  /// never glued onto a fragment and no byte is lost. A failed append is cut
  /// back too.
  func append(_ record: HistoryEntry, now: Int) throws(ProgressError) -> (end: Int, fragment: String?) {
    let file = try FileCheck.writing(path) { () throws(SystemError) in try OpenFile.open(path, for: .append) }
    defer { file.close() }
    try FileCheck.requireRegular(file, path)
    var size = try FileCheck.writing(path) { () throws(SystemError) in try file.status().size }
    var fragment: String?
    if size > 0, try byte(file, at: size - 1) != UInt8(ascii: "\n") {
      let keep = try lastNewline(file, before: size) + 1
      if try isRecord(file, from: keep, to: size) {
        try completeLine(file, size: size)
        size += 1
      }
    }
    if size > 0, try byte(file, at: size - 1) != UInt8(ascii: "\n") {
      let keep = try lastNewline(file, before: size) + 1
      let side = try copy(file, from: keep, to: size, into: path + ".fragment-\(now)")
      try FileCheck.writing(path) { () throws(SystemError) in
        try file.truncate(to: keep)
        try file.sync()
      }
      size = keep
      fragment = side
    }
    let bytes = Array(Self.line(record).utf8)
    do throws(SystemError) {
      guard writes.write(bytes, file.descriptor) else { throw .last }
      try file.sync()
    } catch {
      try? file.truncate(to: size)
      throw .cannotWrite(path: path, reason: error.reason)
    }
    return (size + bytes.count, fragment)
  }

  /// A hash of the bytes just before `end`, so a cache can tell whether the
  /// history it counted is still the one on disk.
  /// The history's length in bytes; 0 when there is none.
  func size() throws(ProgressError) -> Int {
    guard let file = try FileCheck.openForReading(path) else { return 0 }
    defer { file.close() }
    return try FileCheck.reading(path) { () throws(SystemError) in try file.status().size }
  }

  func check(at end: Int) throws(ProgressError) -> String {
    guard end > 0 else { return "0" }
    guard let file = try FileCheck.openForReading(path) else { return "missing" }
    defer { file.close() }
    let start = max(0, end - 256)
    var bytes = [UInt8](repeating: 0, count: end - start)
    guard (try? file.read(into: &bytes, count: bytes.count, at: start)) == bytes.count else { return "short" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  // MARK: - Records

  static func record(_ bytes: [UInt8]) -> HistoryEntry? {
    HistoryLineScanner.record(bytes).map(HistoryEntry.review) ?? parsedRecord(bytes)
  }

  /// Any line the JSON reader accepts, in any layout.
  static func parsedRecord(_ bytes: [UInt8]) -> HistoryEntry? {
    guard let fields = (try? JSON.parse(bytes))?.object, let item = fields["item"]?.string, !item.isEmpty else {
      return nil
    }
    if let name = fields["control"] {
      guard let action = name.string.flatMap(ControlRecord.Action.init(rawValue:)),
        let time = FileCheck.integer(fields["at"], in: ReviewRecord.times)
      else { return nil }
      return .control(ControlRecord(action, item: item, at: time))
    }
    guard let kind = fields["kind"]?.string, let topic = fields["topic"]?.string,
      let time = FileCheck.integer(fields["at"], in: ReviewRecord.times),
      let number = FileCheck.integer(fields["rating"], in: 1...4),
      let rating = Rating(rawValue: number), let correct = fields["correct"]?.bool
    else { return nil }
    return .review(ReviewRecord(item: item, kind: kind, topic: topic, at: time, rating: rating, correct: correct))
  }

  /// Every field is a string, a whole number or a Boolean, so the line is
  /// always valid JSON; `HistoryLineScanner` reads this exact layout.
  static func line(_ entry: HistoryEntry) -> String {
    switch entry {
    case .review(let review): line(review)
    case .control(let control):
      "{\"control\": \"\(control.action.rawValue)\", \"item\": \(JSON.quoted(control.item)), \"at\": \(control.at)}\n"
    }
  }

  static func line(_ review: ReviewRecord) -> String {
    "{\"item\": \(JSON.quoted(review.item)), \"kind\": \(JSON.quoted(review.kind)), \"topic\": \(JSON.quoted(review.topic)), "
      + "\"at\": \(review.at), \"rating\": \(review.rating.rawValue), \"correct\": \(review.correct)}\n"
  }

  // MARK: - Repair

  private func byte(_ file: OpenFile, at offset: Int) throws(ProgressError) -> UInt8 {
    var value: [UInt8] = [0]
    let count = try FileCheck.reading(path) { () throws(SystemError) in
      try file.read(into: &value, count: 1, at: offset)
    }
    guard count == 1 else { throw .cannotRead(path: path, reason: SystemError.last.reason) }
    return value[0]
  }

  /// The offset of the last newline before `end`, or -1.
  private func lastNewline(_ file: OpenFile, before end: Int) throws(ProgressError) -> Int {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var stop = end
    while stop > 0 {
      let start = max(0, stop - chunk.count)
      let count = try FileCheck.reading(path) { () throws(SystemError) in
        try file.read(into: &chunk, count: stop - start, at: start)
      }
      guard count == stop - start else { throw .cannotRead(path: path, reason: SystemError.last.reason) }
      if let index = chunk[0..<count].lastIndex(of: UInt8(ascii: "\n")) { return start + index }
      stop = start
    }
    return -1
  }

  /// Whether the bytes from `start` to `end` are one whole record.
  private func isRecord(_ file: OpenFile, from start: Int, to end: Int) throws(ProgressError) -> Bool {
    guard end - start <= Self.lineLimit else { return false }
    var bytes = [UInt8](repeating: 0, count: end - start)
    let count = try FileCheck.reading(path) { () throws(SystemError) in
      try file.read(into: &bytes, count: bytes.count, at: start)
    }
    return count == bytes.count && Self.record(bytes) != nil
  }

  private func completeLine(_ file: OpenFile, size: Int) throws(ProgressError) {
    do throws(SystemError) {
      guard writes.write([UInt8(ascii: "\n")], file.descriptor) else { throw .last }
      try file.sync()
    } catch {
      try? file.truncate(to: size)
      throw .cannotWrite(path: path, reason: error.reason)
    }
  }

  /// Copies the bytes into a new side file named `base`, or `base-2`, … when
  /// that is taken: nothing is overwritten. Returns the name used.
  private func copy(_ file: OpenFile, from start: Int, to end: Int, into base: String) throws(ProgressError) -> String {
    let (target, side) = try FileCheck.writing(base) { () throws(SystemError) in try OpenFile.createNew(base) }
    defer { target.close() }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var offset = start
    while offset < end {
      let count = try FileCheck.reading(path) { () throws(SystemError) in
        try file.read(into: &chunk, count: end - offset, at: offset)
      }
      guard count > 0 else { throw .cannotRead(path: path, reason: SystemError.last.reason) }
      guard writes.write(Array(chunk[0..<count]), target.descriptor) else {
        throw .cannotWrite(path: side, reason: SystemError.last.reason)
      }
      offset += count
    }
    try FileCheck.writing(side) { () throws(SystemError) in try target.sync() }
    return side
  }
}
