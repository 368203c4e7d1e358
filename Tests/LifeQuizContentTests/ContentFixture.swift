import Foundation
import LifeQuizContent
import LifeQuizTestSupport

/// The repository's own Content/ and Localization/, and throwaway copies of
/// Content/ to break on purpose.
enum ContentFixture {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let content = root.appendingPathComponent("Content")
  static let localization = root.appendingPathComponent("Localization")
  /// The languages found in the repository's Localization/.
  static let languages = Language.available(in: localization.local)

  /// A copy of Content/ with `change` applied; removed after `body`.
  static func withCopy<T>(_ change: (URL) throws -> Void, _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-content-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: content, to: folder)
    try change(folder)
    return try body(folder)
  }

  /// Replaces the first occurrence of `old` in a file of the copy.
  static func edit(_ folder: URL, _ file: String, _ old: String, _ new: String) throws {
    let url = folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else { throw FixtureError.notFound(old, file) }
    try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  enum FixtureError: Error {
    case notFound(String, String)
  }
}
