#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with `open` and `read`. FileManager's first use costs
/// more than the read itself on the start-up path.
public enum FileBytes {
  /// The file's bytes, or nil when it cannot be opened or read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + offset, buffer.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      offset += count
    }
    return bytes
  }

  /// Writes all of `bytes` to a descriptor, retrying short writes and
  /// interruptions. Returns false on an error (errno says which).
  @discardableResult
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Creates a folder and its parents, like `mkdir -p`.
  static func makeFolder(_ path: String) -> Bool {
    if exists(path) { return true }
    let parent = String(path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)])
    if !parent.isEmpty, !makeFolder(parent) { return false }
    return mkdir(path, 0o755) == 0 || errno == EEXIST
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }
}

/// `write(2)`, named so it is not shadowed by methods called `write`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
