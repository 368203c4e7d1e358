import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the folder that holds `Content/` and `Localization/`. It is the only
/// code that knows where resources live, and it never calls `Bundle.module`,
/// which traps when the bundle is missing.
///
/// Looked up in order: `LIFEQUIZ_RESOURCES`; the SwiftPM bundle beside the real
/// executable (symlinks resolved), as `swift build` and `swift test` leave it;
/// `../share/lifequiz/resources` from the executable, as `make install` lays it
/// out (a folder of its own: `share/lifequiz` may also hold a learner's data).
public struct ResourceLocator: Sendable {
  public static let bundleName = "lifequiz_LifeQuizContent.resources"

  public let root: URL

  public init(environment: [String: String], executablePath: String? = nil) throws(ResourceError) {
    var tried: [String] = []
    if let custom = environment["LIFEQUIZ_RESOURCES"], !custom.isEmpty {
      guard Self.holdsResources(custom) else { throw .missing(tried: [custom], viaEnvironment: true) }
      root = URL(fileURLWithPath: custom, isDirectory: true)
      return
    }
    for folder in Self.executableFolders(executablePath) {
      for candidate in [folder + "/" + Self.bundleName, Self.parent(of: folder) + "/share/lifequiz/resources"] {
        tried.append(candidate)
        if Self.holdsResources(candidate) {
          root = URL(fileURLWithPath: candidate, isDirectory: true)
          return
        }
      }
    }
    throw .missing(tried: tried, viaEnvironment: false)
  }

  public var contentFolder: URL { root.appendingPathComponent("Content", isDirectory: true) }
  public var localizationFolder: URL { root.appendingPathComponent("Localization", isDirectory: true) }

  private static func holdsResources(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "/Localization", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The executable's own folder, then the folder of its real path.
  private static func executableFolders(_ given: String?) -> [String] {
    let path = given ?? selfPath() ?? CommandLine.arguments.first ?? ""
    let own = parent(of: path)
    guard let real = realpath(path, nil) else { return [own] }
    defer { free(real) }
    let resolved = parent(of: String(cString: real))
    return resolved == own ? [own] : [own, resolved]
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }

  /// The running executable: /proc/self/exe on Linux, Bundle elsewhere.
  private static func selfPath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return Bundle.main.executablePath
    #endif
  }
}

/// A resource that is missing or does not decode.
public enum ResourceError: Error, Equatable, Sendable {
  case missing(tried: [String], viaEnvironment: Bool)
  case unreadable(file: String, reason: String)
  case damaged(file: String, key: String, reason: String)
}
