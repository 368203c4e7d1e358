import LifeQuizPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening learner files safely: never blocking on a FIFO, never reading a
/// directory or a device.
enum FileCheck {
  /// A descriptor for reading, or -1 when the file does not exist. Anything
  /// else that is wrong (no permission, an I/O error, not a regular file) is
  /// an error naming the file, which is left untouched.
  static func openForReading(_ path: String) throws(ProgressError) -> Int32 {
    let descriptor = open(PathBytes.cString(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return -1 }
      throw .cannotRead(path: path, reason: lastError())
    }
    do {
      try requireRegular(descriptor, path)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  static func requireRegular(_ descriptor: Int32, _ path: String) throws(ProgressError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: path, reason: lastError()) }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else { throw .notAFile(path: path, folder: type == S_IFDIR) }
  }

  /// A JSON number that is a whole number in `range`; nil for fractions,
  /// anything out of range and anything not a number, so no conversion can
  /// trap.
  static func integer(_ value: JSON?, in range: ClosedRange<Int>) -> Int? {
    guard let whole = value?.int, range.contains(whole) else { return nil }
    return whole
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}
