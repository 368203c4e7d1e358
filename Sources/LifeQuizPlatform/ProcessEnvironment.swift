#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment, read straight from `environ`: `ProcessInfo`
/// costs a measurable share of start-up on Linux.
public enum ProcessEnvironment {
  /// Values are decoded with `PathBytes`, so a path that is not UTF-8 keeps its bytes.
  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = PathBytes.decode(UnsafeBufferPointer(start: entry, count: strlen(entry)).map { UInt8(bitPattern: $0) })
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// The command-line arguments after the program's name, decoded with
  /// `PathBytes`: `CommandLine.arguments` turns bytes that are not UTF-8 into
  /// U+FFFD, which names a different file.
  /// Sets `name` for this process and the children it starts, unless it
  /// is set already.
  public static func setIfUnset(_ name: String, _ value: String) {
    setenv(name, value, 0)
  }

  public static func arguments() -> [String] {
    guard CommandLine.argc > 1 else { return [] }
    return (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        PathBytes.decode(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
      }
    }
  }
}
