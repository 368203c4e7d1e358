#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running program's file.
public enum Executable {
  /// Its path as the system knows it (links resolved on Linux), or nil.
  public static var path: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    #if os(Linux)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return PathBytes.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
    #else
      var size = UInt32(buffer.count)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return PathBytes.decode(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    #endif
  }

  /// Its size and modification time, or "" when unknown: changes with every build.
  public static var signature: String {
    path.flatMap(FileBytes.stamp) ?? ""
  }
}
