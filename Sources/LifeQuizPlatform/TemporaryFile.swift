#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file in the temporary folder (`TMPDIR`, else /tmp) that only its
/// owner can read.
public enum TemporaryFile {
  /// Writes `bytes` to a new file whose name starts with `prefix`; its path,
  /// or nil when it cannot be written whole (then nothing is left behind).
  public static func write(_ bytes: [UInt8], named prefix: String) -> String? {
    let given = getenv("TMPDIR").map { value in
      PathBytes.decode(UnsafeBufferPointer(start: value, count: strlen(value)).map { UInt8(bitPattern: $0) })
    }
    let folder = given.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = PathBytes.cString(folder + "/" + prefix + "-XXXXXX")
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return nil }
    let path = PathBytes.decode(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    let written = FileBytes.write(bytes, to: descriptor)
    guard close(descriptor) == 0, written else {
      unlink(path)
      return nil
    }
    return path
  }
}
