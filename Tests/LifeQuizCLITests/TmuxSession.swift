import Foundation

/// A tmux server of its own, one window running one command.
final class TmuxSession {
  let socket = "lifequiz-test-\(UUID().uuidString.prefix(8))"
  let home: String

  init(_ command: TerminalCommand, width: Int = 100) throws {
    home = command.home
    guard Self.run(["-V"]) != nil else {
      throw TmuxError.missing
    }
    // More than one word after new-session: tmux starts them as an argument
    // vector, no shell line in between.
    _ = Self.run(
      ["-L", socket, "new-session", "-d", "-s", "t", "-x", String(width), "-y", "50"] + command.argumentVector,
      capture: false)
  }

  func send(_ text: String) {
    _ = Self.run(["-L", socket, "send-keys", "-t", "t", "-l", text])
    _ = Self.run(["-L", socket, "send-keys", "-t", "t", "Enter"])
  }

  /// Keys by tmux name (`Left`, `BSpace`, `Up`), or text with `-l`.
  func keys(_ names: [String]) {
    _ = Self.run(["-L", socket, "send-keys", "-t", "t"] + names)
  }

  func type(_ text: String) {
    _ = Self.run(["-L", socket, "send-keys", "-t", "t", "-l", text])
  }

  func interrupt() {
    _ = Self.run(["-L", socket, "send-keys", "-t", "t", "C-c"])
  }

  /// Polls the screen until it shows `text`; throws after ten seconds.
  @discardableResult
  func waitFor(_ text: String) throws -> String {
    var screen = ""
    for _ in 0..<100 {
      screen = Self.run(["-L", socket, "capture-pane", "-p", "-t", "t", "-S", "-200"]) ?? ""
      if screen.contains(text) { return screen }
      usleep(100_000)
    }
    throw TmuxError.timeout(waitingFor: text, screen: screen)
  }

  func close() {
    _ = Self.run(["-L", socket, "kill-server"], capture: false)
    try? FileManager.default.removeItem(atPath: home)
  }

  /// Runs the tmux client, waiting at most ten seconds. Its output goes to a
  /// file, never a pipe: a server it starts would hold a pipe open.
  static func run(_ arguments: [String], capture: Bool = true) -> String? {
    let result = Subprocess.run(["tmux"] + arguments, within: 10)
    guard result.status == 0, !result.hung else { return nil }
    return capture ? result.out : ""
  }

  enum TmuxError: Error {
    case missing
    case timeout(waitingFor: String, screen: String)
  }
}
