#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a file the user names for output is really written: a symlink is
/// followed to its target (so the link stays a link), a missing file is
/// created, and anything that is not a regular file is refused before a
/// byte is written, so `-o /dev/full` or `-o some-folder` never replaces it.
public enum OutputTarget: Equatable, Sendable {
  /// A regular file, existing or to be created, at this path.
  case file(String)
  case folder
  /// A FIFO, device or socket.
  case special
  /// The system's reason, such as a loop of symlinks.
  case unusable(String)

  /// `-` and the names of standard output (`/dev/stdout`): the user asks for
  /// the output itself, not a file to replace with it.
  public static func isStandardOutput(_ path: String) -> Bool {
    ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path)
  }

  public static func resolve(_ path: String) -> OutputTarget {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(PathBytes.cString(current), &info) == 0 else {
        return errno == ENOENT ? .file(current) : .unusable(String(cString: strerror(errno)))
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: return .file(current)
      case S_IFDIR: return .folder
      case S_IFLNK:
        guard let target = linkTarget(current) else { return .unusable(String(cString: strerror(errno))) }
        current = target.hasPrefix("/") ? target : folder(of: current) + target
      default: return .special
      }
    }
    return .unusable(String(cString: strerror(ELOOP)))
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(PathBytes.cString(path), &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return PathBytes.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
  }

  /// The folder part of a path with its final slash, or "" for a bare name.
  private static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[...slash])
  }
}
