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

  /// The temporary file is new (`O_EXCL`: nothing already at its name, a
  /// link or a FIFO, is ever opened), and a failure there names it.
  public static func write(bytes: [UInt8], to path: String, using writes: FileWrites = .system) -> String? {
    let file: OpenFile
    let temporary: String
    do throws(SystemError) {
      (file, temporary) = try OpenFile.createNew(path + ".tmp-\(getpid())")
    } catch {
      return error.reason + ": " + path + ".tmp-\(getpid())"
    }
    do throws(SystemError) {
      defer { file.close() }
      guard writes.write(bytes, file.descriptor) else { throw .last }
      try file.sync()
    } catch {
      FileSystem.remove(temporary)
      return error.reason + ": " + temporary
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
