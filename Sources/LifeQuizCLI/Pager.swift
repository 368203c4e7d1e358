import LifeQuizPlatform

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
    defer { FileSystem.remove(file) }
    for command in commands where Shell.run(command + " < '" + file + "'") {
      return true
    }
    return false
  }
}
