#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commands run by `/bin/sh`.
public enum Shell {
  /// Runs `command` and waits for it (`system`, which leaves Ctrl-C to the
  /// command while it runs). False when the shell could not start it: no
  /// shell, or the command was not found (127) or not executable (126).
  public static func run(_ command: String) -> Bool {
    let status = system(command)
    let notFound = status == -1 || (status >> 8) & 0xff == 127 || (status >> 8) & 0xff == 126
    return !notFound
  }
}
