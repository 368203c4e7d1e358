#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the folder that holds `Content/` and `Localization/`. It is the only
/// code that knows where resources live.
///
/// Looked up in order: `LIFEQUIZ_RESOURCES`; for the executable's folder and
/// that of its real path (symlinks resolved): the package's own root when the
/// executable sits in that package's `.build` (`swift run` builds only the
/// product, not the resource bundle, and a bundle left there may be stale);
/// the SwiftPM bundle beside it, as a copied build carries it;
/// `../share/lifequiz/resources`, as `make install` lays it out (a folder of
/// its own: `share/lifequiz` may also hold a learner's data).
public struct ResourceLocator: Sendable {
  public static let bundleName = "lifequiz_LifeQuizResources.resources"

  /// The package root this file was built from: the folder above `Sources/`.
  static let packageRoot: String = {
    let names = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    guard let sources = names.lastIndex(of: "Sources") else { return "" }
    return names[..<sources].joined(separator: "/")
  }()

  public let root: LocalPath

  public init(environment: [String: String], executablePath: String? = nil) throws(ResourceError) {
    var tried: [String] = []
    if let custom = environment["LIFEQUIZ_RESOURCES"], !custom.isEmpty {
      guard Self.holdsResources(custom) else { throw .missing(tried: [custom], viaEnvironment: true) }
      root = LocalPath(custom)
      return
    }
    for folder in Self.executableFolders(executablePath) {
      let inPackage = !Self.packageRoot.isEmpty && folder.hasPrefix(Self.packageRoot + "/.build/")
      let candidates =
        (inPackage ? [Self.packageRoot] : [])
        + [folder + "/" + Self.bundleName, Self.parent(of: folder) + "/share/lifequiz/resources"]
      for candidate in candidates {
        tried.append(candidate)
        if Self.holdsResources(candidate) {
          root = LocalPath(candidate)
          return
        }
      }
    }
    throw .missing(tried: tried, viaEnvironment: false)
  }

  public var contentFolder: LocalPath { root.appendingPathComponent("Content") }
  public var localizationFolder: LocalPath { root.appendingPathComponent("Localization") }

  private static func holdsResources(_ path: String) -> Bool {
    var info = stat()
    return stat(PathBytes.cString(path + "/Localization"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The executable's own folder, then the folder of its real path.
  private static func executableFolders(_ given: String?) -> [String] {
    let path = given ?? Executable.path ?? CommandLine.arguments.first ?? ""
    let own = parent(of: path)
    guard let real = realpath(PathBytes.cString(path), nil) else { return [own] }
    defer { free(real) }
    let bytes = UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) }
    let resolved = parent(of: PathBytes.decode(bytes))
    return resolved == own ? [own] : [own, resolved]
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }
}
