#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file in one step: write a temporary file beside it, fsync,
/// rename. Readers see the old file or the new one, never half of either,
/// and a failure leaves no partial file behind.
public enum AtomicFile {
  /// Returns the system's reason on failure.
  public static func write(_ text: String, to path: String, using writes: FileWrites = .system) -> String? {
    write(bytes: Array(text.utf8), to: path, using: writes)
  }

  public static func write(bytes: [UInt8], to path: String, using writes: FileWrites = .system) -> String? {
    let temporary = path + ".tmp-\(getpid())"
    do throws(SystemError) {
      let file = try OpenFile.open(temporary, for: .replace)
      defer { file.close() }
      guard writes.write(bytes, file.descriptor) else { throw .last }
      try file.sync()
    } catch {
      FileSystem.remove(temporary)
      return error.reason
    }
    do throws(SystemError) {
      try FileSystem.rename(temporary, to: path)
    } catch {
      FileSystem.remove(temporary)
      return error.reason
    }
    return nil
  }
}
