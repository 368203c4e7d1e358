import Foundation
import LifeQuizPlatform
import Testing

/// Where a build finds Content/ and Localization/ when nothing is installed.
@Suite("Resource locator")
struct ResourceLocatorTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  @Test("An executable in the package's .build uses the package's own folders, with no bundle beside it")
  func packageBuild() throws {
    // `swift run` builds only the product, so no bundle sits in this made-up folder.
    let locator = try ResourceLocator(environment: [:], executablePath: Self.root + "/.build/nowhere/lifequiz")
    #expect(locator.root.path == Self.root)
    #expect(FileManager.default.fileExists(atPath: locator.contentFolder.path + "/topics.json"))
  }

  @Test("An executable elsewhere without resources beside it finds none, and says where it looked")
  func elsewhere() {
    #expect(throws: ResourceError.self) {
      try ResourceLocator(environment: [:], executablePath: "/nonexistent/bin/lifequiz")
    }
  }
}
