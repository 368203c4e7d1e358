import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows a long text one screen at a time: `$PAGER`, else `less -R`.
struct Pager {
  let environment: [String: String]

  /// The commands tried in order.
  var commands: [String] {
    let chosen = (environment["PAGER"] ?? "").trimmingCharacters(in: " \t")
    return (chosen.isEmpty ? [] : [chosen]) + ["less -R"]
  }

  /// Pages `text`; false when no pager could run, so the caller prints it.
  func show(_ text: String) -> Bool {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-page-\(UUID().uuidString)").path
    guard
      FileManager.default.createFile(atPath: file, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else { return false }
    defer { unlink(file) }
    for command in commands {
      // `system` waits for the pager and leaves Ctrl-C to it while it runs.
      let status = system(command + " < '" + file + "'")
      let notFound = status == -1 || (status >> 8) & 0xff == 127 || (status >> 8) & 0xff == 126
      if !notFound { return true }
    }
    return false
  }
}
