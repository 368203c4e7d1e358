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
    let descriptor = open(PathBytes.cString(temporary), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return lastError() }
    var reason = writes.write(bytes, descriptor) ? nil : lastError()
    if reason == nil && fsync(descriptor) != 0 { reason = lastError() }
    close(descriptor)
    if reason == nil && rename(PathBytes.cString(temporary), PathBytes.cString(path)) != 0 { reason = lastError() }
    if reason != nil { unlink(PathBytes.cString(temporary)) }
    return reason
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}
