import LifeQuizPlatform

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
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let chosen = String((environment["PAGER"] ?? "").drop(while: blank).reversed().drop(while: blank).reversed())
    return (chosen.isEmpty ? [] : [chosen]) + ["less -R"]
  }

  /// Pages `text`; false when no pager could run, so the caller prints it.
  func show(_ text: String) -> Bool {
    guard let file = TemporaryFile.write(Array(text.utf8), named: "lifequiz-page") else { return false }
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
