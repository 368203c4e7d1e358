import Foundation
import Testing

/// The built binary in a real terminal, driven through tmux: what a learner
/// sees, Korean included, and Ctrl-C in the middle of a session.
@Suite("Practice in a real terminal", .serialized)
struct TerminalTests {
  static let binary = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/lifequiz").path

  @Test("Korean session: an answer, then Ctrl-C keeps it and exits 130")
  func koreanInterrupt() throws {
    let session = try TmuxSession(command: Self.command(language: "ko_KR.UTF-8", home: home()))
    defer { session.close() }
    try session.waitFor("[1/2] O/X")
    session.send("o")
    try session.waitFor("[2/2] O/X")
    session.interrupt()
    let screen = try session.waitFor("EXIT=130")
    #expect(screen.contains("중단했습니다. 지금까지의 답은 모두 저장되어 있습니다."))
    #expect(
      try String(contentsOfFile: session.home + "/history.jsonl", encoding: .utf8).split(separator: "\n").count == 1)
  }

  @Test("English session: wrong input is asked again, quit ends with the summary")
  func englishQuit() throws {
    let session = try TmuxSession(command: Self.command(language: "C.UTF-8", home: home()))
    defer { session.close() }
    try session.waitFor("[1/2] true or false")
    session.send("perhaps")
    try session.waitFor("Type t (true) or f (false).")
    session.send("t")
    try session.waitFor("[2/2] true or false")
    session.send("quit")
    let screen = try session.waitFor("EXIT=0")
    #expect(screen.contains("Session summary"))
    #expect(screen.contains("Score: "))
  }

  @Test("explain in a terminal opens the page in $PAGER, then shows the question again")
  func explainPages() throws {
    let home = home()
    let paged = home + "-page.txt"
    defer { try? FileManager.default.removeItem(atPath: paged) }
    let line =
      "env LANG=C.UTF-8 PAGER='cat > \(paged)' LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 5 --count 2 --kind trap; echo EXIT=$?; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("[1/2] true or false")
    session.send("explain")
    try session.waitFor("> explain")
    var screen = ""
    for _ in 0..<50 where screen.components(separatedBy: "[1/2] true or false").count < 3 {
      usleep(100_000)
      screen = try session.waitFor("[1/2] true or false")
    }
    #expect(screen.components(separatedBy: "[1/2] true or false").count == 3)
    let page = try String(contentsOfFile: paged, encoding: .utf8)
    #expect(page.count > 200)
    // The page's longest line (its body, not its title, which the question header also shows).
    let body = page.split(separator: "\n").max { $0.count < $1.count } ?? ""
    #expect(!screen.contains(String(body)))
    session.send("quit")
    try session.waitFor("EXIT=0")
  }

  @Test(
    "A hostile TMPDIR never reaches a shell: the page is shown and nothing runs",
    arguments: ["q';touch ${IFS}PWNED;'", "o'brien"])
  func hostileTemporaryFolder(name: String) throws {
    let home = home()
    let scratch = home + "-cwd"
    let temporary = scratch + "/" + name
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let paged = scratch + "/page.txt"
    let line =
      "cd \(Self.quoted(scratch)) && env LANG=C.UTF-8 TMPDIR=\(Self.quoted(temporary)) PAGER=\(Self.quoted("cat > " + Self.quoted(paged)))"
      + " LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 5 --count 2 --kind trap; echo EXIT=$?; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("[1/2] true or false")
    session.send("explain")
    try session.waitFor("> explain")
    usleep(500_000)
    session.send("quit")
    let screen = try session.waitFor("EXIT=0")
    #expect(!screen.contains("sh: "), "\(screen)")
    #expect(try String(contentsOfFile: paged, encoding: .utf8).count > 200)
    #expect(!FileManager.default.fileExists(atPath: scratch + "/PWNED"))
    #expect(!FileManager.default.fileExists(atPath: temporary + "/PWNED"))
  }

  @Test("A pager that is a list gets the whole page on its input, and one that cannot run falls back with one line")
  func pagerListAndFailure() throws {
    for (pager, expected) in [("cat; true", "Related:"), ("lifequiz-no-such-pager", "could not run; the page follows")]
    {
      let home = home()
      let line =
        "env LANG=C.UTF-8 PAGER=\(Self.quoted(pager)) LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 5 --count 2 --kind trap; echo EXIT=$?; sleep 30"
      let session = try TmuxSession(command: (line, home))
      defer { session.close() }
      try session.waitFor("[1/2] true or false")
      session.send("explain")
      let screen = try session.waitFor(expected)
      #expect(!screen.contains("sh: "), "\(screen)")
      // The session goes on: the question is asked again and quit ends it.
      session.send("quit")
      try session.waitFor("EXIT=0")
    }
  }

  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  @Test("After a miss in a terminal: the right answer first, m for the rest, Enter for the next question")
  func readAtPace() throws {
    let home = home()
    let line =
      "env LANG=C.UTF-8 LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 3 --count 2 --kind order; echo EXIT=$?; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("[1/2] ")
    session.send("1 2")
    var screen = try session.waitFor("Enter: next question · m: the full explanation · e: the topic's page")
    #expect(screen.contains("The model says:"))
    #expect(!screen.contains("[2/2] "))
    session.send("m")
    screen = try session.waitFor("Enter: next question · e: the topic's page")
    #expect(!screen.contains("[2/2] "))
    session.send("")
    try session.waitFor("[2/2] ")
  }

  @Test("A long right answer is shown whole before Enter: five notifications, wrapped, none cut")
  func longAnswerWhole() throws {
    let home = home()
    // Seed 9 asks which notifications the lock posts: five, at 80 columns
    // three of them wrapped over two lines.
    let line =
      "env LANG=C.UTF-8 LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 9 --count 2; echo EXIT=$?; sleep 30"
    let session = try TmuxSession(command: (line, home), width: 80)
    defer { session.close() }
    try session.waitFor("[1/2] ")
    session.send("1 3 7 2")
    let screen = try session.waitFor("Enter: next question · m: the full explanation · e: the topic's page")
    let answer = try #require(screen.range(of: "The model says:")).upperBound
    #expect(screen[answer...].contains("5. app"), "\(screen)")
    // In Korean the verdict wraps to two lines above the answer; the answer still comes whole.
    let korean = try TmuxSession(
      command: (
        line.replacingOccurrences(of: "LANG=C.UTF-8", with: "LANG=ko_KR.UTF-8").replacingOccurrences(
          of: home, with: home + "-ko"), home + "-ko"
      ), width: 80)
    defer { korean.close() }
    try korean.waitFor("[1/2] ")
    korean.send("1 3 7 2")
    let koreanScreen = try korean.waitFor("Enter: 다음 문제")
    let koreanAnswer = try #require(koreanScreen.range(of: "정답:")).upperBound
    #expect(koreanScreen[koreanAnswer...].contains("5. 앱"), "\(koreanScreen)")
  }

  @Test("An interview in a terminal counts down at the top right and says over time when it happens")
  func interviewCountdown() throws {
    let home = home()
    let line =
      "env LANG=C.UTF-8 LIFEQUIZ_HOME=\(home) \(Self.binary) interview --question q-app-states --time 2; echo EXIT=$?; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("s left")
    // Nothing typed yet: the limit passes while the learner thinks.
    try session.waitFor("⏱ over 2 s")
    session.send("Inactive means the app is in the foreground but receives no events.")
    session.send("")
    let screen = try session.waitFor("over the 2 s limit")
    #expect(screen.contains("key points"))
  }

  @Test("A long page in a terminal goes through $PAGER, and --no-pager prints it instead")
  func explainCommandPages() throws {
    let home = home()
    let paged = home + "-explain.txt"
    defer {
      try? FileManager.default.removeItem(atPath: paged)
      try? FileManager.default.removeItem(atPath: paged + "-2")
    }
    let line =
      "env LANG=C.UTF-8 PAGER='cat > \(paged)' \(Self.binary) explain states; echo EXIT=$?; "
      + "env LANG=C.UTF-8 PAGER='cat > \(paged)-2' \(Self.binary) --no-pager explain states; echo DONE=$?; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    let screen = try session.waitFor("DONE=0")
    #expect(screen.contains("EXIT=0"))
    let page = try String(contentsOfFile: paged, encoding: .utf8)
    #expect(page.split(separator: "\n").count > 40)
    #expect(page.contains("The five app states"))
    // Printed to the terminal, not paged.
    #expect(!FileManager.default.fileExists(atPath: paged + "-2"))
    let last = page.split(separator: "\n").last.map(String.init) ?? ""
    #expect(!last.isEmpty && screen.contains(last))
  }

  @Test(
    "Line editing in play: Backspace, Left and typing in the middle, Up for an earlier line; no escape reaches the parser"
  )
  func playLineEditing() throws {
    let home = home()
    let line = "env LANG=C.UTF-8 \(Self.binary) play; echo EXIT=$?; stty -a; echo STTY-DONE; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("app notRunning >")
    session.type("launchh")
    session.keys(["BSpace", "Enter"])
    try session.waitFor("1. launch")
    session.type("hme")
    session.keys(["Left", "Left"])
    session.type("o")
    session.keys(["End", "Enter"])
    try session.waitFor("2. home")
    // Up twice: the line before last, launch again.
    session.keys(["Up", "Up", "Enter"])
    try session.waitFor("3. launch")
    session.type("quit")
    session.keys(["Enter"])
    let screen = try session.waitFor("STTY-DONE")
    #expect(screen.contains("EXIT=0"))
    #expect(!screen.contains("Error"))
    #expect(!screen.contains("[A") && !screen.contains("[D"))
    // The terminal is back in its usual mode.
    #expect(screen.contains(" icanon") && screen.contains(" echo "))
  }

  @Test("Line editing in Korean: Backspace takes one syllable, two columns wide; Ctrl-C mid-line restores the terminal")
  func koreanLineEditing() throws {
    let home = home()
    let line =
      "env LANG=ko_KR.UTF-8 LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(Self.binary) practice --seed 5 --count 2 --kind trap; echo EXIT=$?; stty -a; echo STTY-DONE; sleep 30"
    let session = try TmuxSession(command: (line, home))
    defer { session.close() }
    try session.waitFor("[1/2] O/X")
    session.type("아니요요")
    session.keys(["BSpace", "Enter"])
    var screen = try session.waitFor("[2/2] O/X")
    #expect(screen.contains("> 아니요\n"))
    let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
    #expect(history.split(separator: "\n").count == 1)
    session.type("아니")
    session.interrupt()
    screen = try session.waitFor("STTY-DONE")
    #expect(screen.contains("EXIT=130"))
    #expect(screen.contains(" icanon") && screen.contains(" echo "))
    #expect(!screen.contains("-icanon"))
  }

  func home() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-tmux-\(UUID().uuidString)").path
  }

  static func command(language: String, home: String) -> (String, String) {
    let line =
      "env LANG=\(language) LIFEQUIZ_HOME=\(home) LIFEQUIZ_NOW=1795300000 \(binary) practice --seed 5 --count 2 --kind trap; echo EXIT=$?; sleep 30"
    return (line, home)
  }
}

/// A tmux server of its own, one window running one command.
final class TmuxSession {
  let socket = "lifequiz-test-\(UUID().uuidString.prefix(8))"
  let home: String

  init(command: (String, String), width: Int = 100) throws {
    home = command.1
    guard Self.run(["-V"]) != nil else {
      throw TmuxError.missing
    }
    // The server outlives this call and would hold a pipe open: no output here.
    // bash, not the account's shell: dash (a new Debian account's /bin/sh)
    // ends the line on Ctrl-C before `echo EXIT=$?` can run.
    _ = Self.run(
      ["-L", socket, "new-session", "-d", "-s", "t", "-x", String(width), "-y", "50", "bash", "-c", command.0],
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

  /// Runs tmux through the shell. `system` waits for the client properly,
  /// where Foundation's Process left it unreaped here.
  static func run(_ arguments: [String], capture: Bool = true) -> String? {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
    defer { unlink(output) }
    let quoted = (["tmux"] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let redirect = capture ? " > '\(output)'" : " > /dev/null"
    let status = system(quoted.joined(separator: " ") + redirect + " 2>/dev/null < /dev/null")
    guard status == 0 else { return nil }
    return capture ? (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" : ""
  }

  enum TmuxError: Error {
    case missing
    case timeout(waitingFor: String, screen: String)
  }
}
