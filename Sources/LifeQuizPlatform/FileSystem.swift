#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names in folders: making, renaming and removing them.
public enum FileSystem {
  /// Makes one folder; its parent must exist. A folder already there is fine.
  public static func makeFolder(_ path: String) throws(SystemError) {
    guard mkdir(PathBytes.cString(path), 0o755) == 0 || errno == EEXIST else { throw .last }
  }

  /// Renames in one step, replacing whatever `target` named.
  public static func rename(_ path: String, to target: String) throws(SystemError) {
    guard systemRename(PathBytes.cString(path), PathBytes.cString(target)) == 0 else { throw .last }
  }

  /// Removes a file, when it is there.
  public static func remove(_ path: String) {
    unlink(PathBytes.cString(path))
  }
}

// `FileSystem.rename` shadows the C library's.
private func systemRename(_ path: [CChar], _ target: [CChar]) -> Int32 { rename(path, target) }
