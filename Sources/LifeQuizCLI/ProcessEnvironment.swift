#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment, read straight from `environ`: `ProcessInfo`
/// costs a measurable share of start-up on Linux.
public enum ProcessEnvironment {
  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
