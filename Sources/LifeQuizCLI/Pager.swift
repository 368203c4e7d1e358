import LifeQuizPlatform

/// Shows a long text one screen at a time: `$LIFEQUIZ_PAGER`, else `$PAGER`
/// (shell commands by convention, run as `sh -c` like git does), else
/// `less -FRX`. The page reaches the pager on its standard input, from a
/// file the spawn opens: no path or text is ever part of a command line.
struct Pager {
  let environment: [String: String]

  enum Outcome: Equatable {
    case shown
    /// The pager could not run (not found, not executable, no temporary
    /// file): the caller prints the page after saying so.
    case failed(pager: String)
  }

  /// The user's pager command, or nil for the default.
  var chosen: String? {
    for name in ["LIFEQUIZ_PAGER", "PAGER"] {
      let value = (environment[name] ?? "").trimmingBlanks
      if !value.isEmpty { return value }
    }
    return nil
  }

  var arguments: [String] {
    chosen.map { ["/bin/sh", "-c", $0] } ?? ["less", "-FRX"]
  }

  func show(_ text: String) -> Outcome {
    let name = chosen ?? "less -FRX"
    guard let file = TemporaryFile.write(Array(text.utf8), named: "lifequiz-page") else {
      return .failed(pager: name)
    }
    defer { FileSystem.remove(file) }
    // less reads UTF-8 for Hangul; a user's own setting wins.
    ProcessEnvironment.setIfUnset("LESSCHARSET", "utf-8")
    return ChildProcess.run(arguments, inputPath: file).couldNotRun ? .failed(pager: name) : .shown
  }
}

extension String {
  var trimmingBlanks: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
