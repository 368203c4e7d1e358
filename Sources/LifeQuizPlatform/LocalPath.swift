#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An absolute path on this machine, in place of Foundation's file `URL`
/// (loading Foundation costs more start-up than the rest of a command). A
/// relative path is taken from the current folder when the value is made,
/// as `URL(fileURLWithPath:)` does; names are `PathBytes` strings.
public struct LocalPath: Hashable, Sendable, CustomStringConvertible {
  public let path: String

  public init(_ path: String) {
    let absolute = path.hasPrefix("/") ? path : Self.currentFolder().map { $0 + "/" + path } ?? path
    var trimmed = Substring(absolute)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    self.path = String(trimmed)
  }

  public var description: String { path }

  /// The path with `component` (which may hold slashes) added.
  public func appendingPathComponent(_ component: String) -> LocalPath {
    LocalPath(path == "/" ? "/" + component : path + "/" + component)
  }

  /// The folder holding this path; `/` for `/`.
  public func deletingLastPathComponent() -> LocalPath {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else {
      return LocalPath("/")
    }
    return LocalPath(String(path[..<slash]))
  }

  /// The last name in the path.
  public var lastPathComponent: String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The path with `.` and `..` resolved by name, without following links.
  public var standardized: LocalPath {
    var names: [Substring] = []
    for name in path.split(separator: "/") {
      switch name {
      case ".": continue
      case "..": _ = names.popLast()
      default: names.append(name)
      }
    }
    return LocalPath("/" + names.joined(separator: "/"))
  }

  /// The current folder.
  public static var current: LocalPath { LocalPath(currentFolder() ?? "/") }

  /// The user's home folder from the password database, for when `HOME` is unset.
  public static func userHome() -> String {
    guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
    return PathBytes.decode(UnsafeBufferPointer(start: folder, count: strlen(folder)).map { UInt8(bitPattern: $0) })
  }

  /// The current folder, or nil when it cannot be named (it was removed).
  static func currentFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return PathBytes.decode(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
  }
}
