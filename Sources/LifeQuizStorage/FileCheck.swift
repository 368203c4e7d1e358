import LifeQuizPlatform

/// Opening learner files safely: never blocking on a FIFO, never reading a
/// directory or a device.
enum FileCheck {
  /// The file open for reading, or nil when it does not exist. Anything
  /// else that is wrong (no permission, an I/O error, not a regular file) is
  /// an error naming the file, which is left untouched.
  static func openForReading(_ path: String) throws(ProgressError) -> OpenFile? {
    let file: OpenFile
    do throws(SystemError) {
      file = try OpenFile.open(path, for: .read)
    } catch {
      if error.isMissingFile { return nil }
      throw .cannotRead(path: path, reason: error.reason)
    }
    do {
      try requireRegular(file, path)
    } catch {
      file.close()
      throw error
    }
    return file
  }

  static func requireRegular(_ file: OpenFile, _ path: String) throws(ProgressError) {
    let kind = try reading(path) { () throws(SystemError) in try file.status().kind }
    guard kind == .regular else { throw .notAFile(path: path, folder: kind == .folder) }
  }

  /// The result of `body`; a system error in it is one reading `path`.
  static func reading<T>(_ path: String, _ body: () throws(SystemError) -> T) throws(ProgressError) -> T {
    do throws(SystemError) { return try body() } catch { throw .cannotRead(path: path, reason: error.reason) }
  }

  /// The result of `body`; a system error in it is one writing `path`.
  static func writing<T>(_ path: String, _ body: () throws(SystemError) -> T) throws(ProgressError) -> T {
    do throws(SystemError) { return try body() } catch { throw .cannotWrite(path: path, reason: error.reason) }
  }

  /// A JSON number that is a whole number in `range`; nil for fractions,
  /// anything out of range and anything not a number, so no conversion can
  /// trap.
  static func integer(_ value: JSON?, in range: ClosedRange<Int>) -> Int? {
    guard let whole = value?.int, range.contains(whole) else { return nil }
    return whole
  }
}
