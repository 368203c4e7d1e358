#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The floor: one-line "hello" programs built with `swiftc -O`, cached in a
/// temporary folder so only the first run of the benchmark compiles them.
struct Hellos {
  let folder: String

  var foundation: String { folder + "/hello-foundation" }
  var plain: String { folder + "/hello-plain" }
  var staticStdlib: String { folder + "/hello-static" }

  /// Builds whichever hellos are missing; false when swiftc fails.
  func build() -> Bool {
    mkdir(folder, 0o755)
    let programs = [
      (foundation, "import Foundation\nprint(\"hello\")\n", ""),
      (plain, "print(\"hello\")\n", ""),
      (staticStdlib, "print(\"hello\")\n", "-static-stdlib"),
    ]
    for (binary, source, flags) in programs where access(binary, X_OK) != 0 {
      let sourcePath = binary + ".swift"
      guard let file = fopen(sourcePath, "w") else { return false }
      fputs(source, file)
      fclose(file)
      guard ProcessRun.succeeds(["swiftc", "-O"] + (flags.isEmpty ? [] : [flags]) + [sourcePath, "-o", binary]) else {
        return false
      }
    }
    return true
  }
}
