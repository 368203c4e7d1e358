#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names in folders: renaming and removing them (`FileBytes.makeFolder` makes them).
public enum FileSystem {
  /// Renames in one step, replacing whatever `target` named.
  public static func rename(_ path: String, to target: String) throws(SystemError) {
    guard systemRename(PathBytes.cString(path), PathBytes.cString(target)) == 0 else { throw .last }
  }

  /// Moves `path` to `base`, or to `base-2`, `base-3`, … when that name is
  /// taken, never replacing anything; returns the name used. (A hard link
  /// fails on a name that exists, where a rename would replace it.)
  public static func moveToNewName(_ path: String, base: String) throws(SystemError) -> String {
    for attempt in 1...1000 {
      let target = attempt == 1 ? base : base + "-\(attempt)"
      if link(PathBytes.cString(path), PathBytes.cString(target)) == 0 {
        unlink(PathBytes.cString(path))
        return target
      }
      guard errno == EEXIST else { throw .last }
    }
    throw SystemError(code: EEXIST)
  }

  /// The file a symbolic link names, absolute, when `path` is one; nil
  /// otherwise. Writing there keeps the link a link.
  public static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(PathBytes.cString(path), &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let target = PathBytes.decode(buffer[0..<count].map { UInt8(bitPattern: $0) })
    if target.hasPrefix("/") { return target }
    let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    return folder + "/" + target
  }

  /// Removes a file, when it is there.
  public static func remove(_ path: String) {
    unlink(PathBytes.cString(path))
  }
}

// `FileSystem.rename` shadows the C library's.
private func systemRename(_ path: [CChar], _ target: [CChar]) -> Int32 { rename(path, target) }
