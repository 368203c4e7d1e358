import Foundation
import LifeQuizContent
import LifeQuizPlatform

extension URL {
  /// The same file as the library's path type.
  public var local: LocalPath { LocalPath(path) }
}

extension LocalPath {
  /// The same file as a Foundation URL, for FileManager.
  public var url: URL { URL(fileURLWithPath: path) }
}
