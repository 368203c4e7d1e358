#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end of the process.
public enum ProcessExit {
  /// Exits with `status`, flushing C streams as `exit(3)` does.
  public static func exit(_ status: Int32) -> Never {
    systemExit(status)
  }
}

// `ProcessExit.exit` shadows the C library's.
private func systemExit(_ status: Int32) -> Never { exit(status) }
