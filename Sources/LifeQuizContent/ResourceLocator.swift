import Foundation

/// Finds the folder that holds `Content/` and `Localization/`. It is the only
/// code that knows where resources live, and it never calls `Bundle.module`,
/// which traps when the bundle is missing.
///
/// Looked up in order: `LIFEQUIZ_RESOURCES`; the SwiftPM bundle beside the real
/// executable (symlinks resolved), as `swift build` and `swift test` leave it;
/// `../share/lifequiz` from the executable, as `make install` lays it out.
public struct ResourceLocator: Sendable {
  public static let bundleName = "lifequiz_LifeQuizContent.resources"

  public let root: URL

  public init(environment: [String: String], executablePath: String? = nil) throws(ResourceError) {
    var tried: [String] = []
    if let custom = environment["LIFEQUIZ_RESOURCES"], !custom.isEmpty {
      let url = URL(fileURLWithPath: custom)
      if Self.holdsResources(url) {
        root = url
        return
      }
      throw .missing(tried: [url.path], viaEnvironment: true)
    }
    for folder in Self.executableFolders(executablePath) {
      for candidate in [
        folder.appendingPathComponent(Self.bundleName),
        folder.deletingLastPathComponent().appendingPathComponent("share/lifequiz"),
      ] {
        tried.append(candidate.standardizedFileURL.path)
        if Self.holdsResources(candidate) {
          root = candidate
          return
        }
      }
    }
    throw .missing(tried: tried, viaEnvironment: false)
  }

  public var contentFolder: URL { root.appendingPathComponent("Content") }
  public var localizationFolder: URL { root.appendingPathComponent("Localization") }

  private static func holdsResources(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    let path = url.appendingPathComponent("Localization").path
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The executable's own folder, then the folder of its real path.
  private static func executableFolders(_ given: String?) -> [URL] {
    let path = given ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    let url = URL(fileURLWithPath: path)
    let folders = [url.deletingLastPathComponent(), url.resolvingSymlinksInPath().deletingLastPathComponent()]
    return folders[0] == folders[1] ? [folders[0]] : folders
  }
}

/// A resource that is missing or does not decode.
public enum ResourceError: Error, Equatable, Sendable {
  case missing(tried: [String], viaEnvironment: Bool)
  case unreadable(file: String, reason: String)
  case damaged(file: String, key: String, reason: String)
}
