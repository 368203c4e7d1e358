import Foundation
import Testing

/// Start-up cost: loading Foundation and its ICU data is most of a short
/// command's time, so the built `lifequiz` must not link any Foundation
/// library. Read from the binary's needed libraries (ELF DT_NEEDED via
/// `readelf -d` on Linux, `otool -L` on macOS).
@Suite("Start-up links")
struct StartupLinkTests {
  #if os(macOS)
    static let tool = "otool"
  #else
    static let tool = "readelf"
  #endif

  /// The libraries a binary names, one per line of the tool's output.
  static func neededLibraries(_ binary: String) -> (Int32, [String]) {
    #if os(macOS)
      let (status, output) = InstallTests.run(["otool", "-L", binary])
      let names = output.split(separator: "\n").dropFirst().compactMap { line in
        line.split(separator: " ").first.map { String($0.split(separator: "/").last ?? $0) }
      }
    #else
      let (status, output) = InstallTests.run(["readelf", "-d", binary])
      let names = output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
        line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
      }
    #endif
    return (status, names)
  }

  @Test(
    "The built lifequiz links no Foundation library",
    .enabled(if: InstallTests.runs(needing: tool), "needs \(tool)"))
  func noFoundation() throws {
    try #require(FileManager.default.fileExists(atPath: BuiltProduct.path), "build the lifequiz product first")
    let (status, libraries) = Self.neededLibraries(BuiltProduct.path)
    #expect(status == 0, "\(Self.tool) failed on \(BuiltProduct.path)")
    #expect(libraries.contains { $0.hasPrefix("libc.") || $0.hasPrefix("libSystem") }, "\(libraries)")
    #expect(libraries.filter { $0.contains("Foundation") || $0.contains("ICU") }.isEmpty, "\(libraries)")
  }

  /// Demangling caches (`$s…MD`) that name a type of lifequiz's own modules:
  /// each is a generic type whose metadata the code looks up by its mangled
  /// name at first use, demangling it and scanning the binary's conformance
  /// records, where Package.swift asks for the type's accessor instead.
  static func demanglingCaches(_ binary: String) -> (Int32, [String]) {
    let (status, output) = InstallTests.run(["nm", binary])
    let modules = ["LifecycleCore", "QuizEngine", "LifeQuiz"]
    let names = output.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
      .filter { $0.hasSuffix("MD") && modules.contains(where: $0.contains) }
    return (status, names)
  }

  @Test(
    "The built lifequiz reaches its generic types' metadata by accessor, not by mangled name",
    .enabled(if: InstallTests.runs(needing: "nm"), "needs nm"))
  func noMetadataByMangledName() throws {
    try #require(FileManager.default.fileExists(atPath: BuiltProduct.path), "build the lifequiz product first")
    let (status, caches) = Self.demanglingCaches(BuiltProduct.path)
    #expect(status == 0, "nm failed on \(BuiltProduct.path)")
    #expect(caches.isEmpty, "\(caches.count) types by mangled name, such as \(caches.prefix(5))")
  }

  #if os(Linux)
    @Test(
      "make links the C++ library in when the compiler has its archive, through a folder searched first",
      .enabled(if: InstallTests.runs(needing: "make") && InstallTests.runs(needing: "clang"), "needs make and clang"))
    func staticCxx() throws {
      let root = BuiltProduct.root.path
      let (_, archive) = InstallTests.run(["clang", "-print-file-name=libstdc++.a"])
      let path = archive.trimmingCharacters(in: .whitespacesAndNewlines)
      let folder = root + "/.build/static-libstdc++"
      let (status, plan) = InstallTests.run(["make", "-n", "-s", "-C", root, "build"])
      #expect(status == 0, "\(plan)")
      let build = try #require(plan.split(separator: "\n").first { $0.hasPrefix("swift build ") })
      if path.hasPrefix("/") {
        #expect(build.hasSuffix(" -Xswiftc -Xclang-linker -Xswiftc -L" + folder), "\(build)")
        #expect(plan.contains("ln -sf \"\(path)\" \"\(folder)/libstdc++.a\""), "\(plan)")
      } else {
        #expect(!build.contains("static-libstdc++"), "\(build)")
      }
    }
  #endif
}
