#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one `stat` says of a path: whether it is a folder, and the size and
/// modification time that change when a file is written.
public struct FileStatus: Equatable, Sendable {
  public let isFolder: Bool
  public let size: Int64
  public let seconds: Int64
  public let nanoseconds: Int64

  /// Nil when `path` cannot be read.
  public init?(_ path: String) {
    var info = stat()
    guard stat(PathBytes.cString(path), &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    isFolder = info.st_mode & S_IFMT == S_IFDIR
    size = Int64(info.st_size)
    seconds = Int64(modified.tv_sec)
    nanoseconds = Int64(modified.tv_nsec)
  }

  /// "size seconds nanoseconds".
  public var stamp: String { "\(size) \(seconds) \(nanoseconds)" }
}
