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
    let session = try TmuxSession(Self.trapSession(language: "ko_KR.UTF-8", home: home()))
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

  @Test("A Korean answer typed under the countdown and wrapped at a wide character is drawn again clean")
  func wideWrapRedraw() throws {
    let home = home()
    let session = try TmuxSession(
      TerminalCommand(
        arguments: [Self.binary, "interview", "--question", "q-per-window-state", "--time", "60"],
        environment: ["LANG": "ko_KR.UTF-8", "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000"], home: home))
    defer { session.close() }
    try session.waitFor("남음 >")
    session.type(
      "창마다 씬 세션이 따로 있어서 씬 델리게이트 인스턴스도 창마다 하나씩 생겨요. UI 상태는 씬 단위로 들고 있고, "
        + "여러 창이 같이 쓰는 데이터는 앱 수준 객체에 둡니다. 복원도 stateRestorationActivity로 창마다 따로 해요.")
    try session.waitFor("따로 해요.")
    session.keys(["Enter"])
    // Drawn after the countdown's longer prompt, "창마" ends a row whose last
    // column the wide "다" cannot use; the countdown's draw had an "i" there.
    // At the start of a line: the countdown's own draw has "남음 > 창마다 씬 세션이", so a
    // busy machine could capture the screen before Enter was read.
    let screen = try session.waitFor("\n> 창마다 씬 세션이")
    #expect(screen.contains("stateRestorationActivity로 창마\n다 따로 해요."), "\(screen)")
  }

  @Test("Closing a session ends its tmux server: no test leaves one behind")
  func closingEndsTheServer() throws {
    let session = try TmuxSession(Self.trapSession(language: "C.UTF-8", home: home()))
    try session.waitFor("[1/2] true or false")
    session.close()
    #expect(TmuxSession.run(["-L", session.socket, "list-sessions"]) == nil)
  }

  @Test("English session: wrong input is asked again, quit ends with the summary")
  func englishQuit() throws {
    let session = try TmuxSession(Self.trapSession(language: "C.UTF-8", home: home()))
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
    var command = Self.trapSession(language: "C.UTF-8", home: home)
    command.environment.merge(Self.pagingTo(paged)) { $1 }
    let session = try TmuxSession(command)
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
    var command = Self.trapSession(language: "C.UTF-8", home: home)
    command.environment.merge(Self.pagingTo(paged)) { $1 }
    command.environment["TMPDIR"] = temporary
    command.directory = scratch
    let session = try TmuxSession(command)
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
      var command = Self.trapSession(language: "C.UTF-8", home: home)
      command.environment["PAGER"] = pager
      let session = try TmuxSession(command)
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

  @Test("After a miss in a terminal: the right answer first, m for the rest, Enter for the next question")
  func readAtPace() throws {
    let home = home()
    let session = try TmuxSession(
      Self.practice(["--seed", "3", "--count", "2", "--kind", "order"], language: "C.UTF-8", home: home))
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

  @Test("quit (or 그만) at a miss's feedback keeps the answer and ends the session, in both languages")
  func quitAtPace() throws {
    for (language, lang, quit, prompt) in [
      ("C.UTF-8", "en", "quit", "Enter: next question"), ("ko_KR.UTF-8", "ko", "그만", "Enter: 다음 문제"),
    ] {
      let home = home()
      let session = try TmuxSession(
        Self.practice(
          ["--seed", "3", "--count", "2", "--kind", "order", "--lang", lang], language: language, home: home))
      defer { session.close() }
      try session.waitFor("[1/2] ")
      session.send("1 2")
      try session.waitFor(prompt)
      session.send(quit)
      let screen = try session.waitFor("EXIT=0")
      #expect(!screen.contains("[2/2] "), "\(lang)")
      let history = try String(contentsOfFile: home + "/history.jsonl", encoding: .utf8)
      #expect(history.split(separator: "\n").count == 1, "\(lang): \(history)")
    }
  }

  @Test("A long right answer is shown whole before Enter: five notifications, wrapped, none cut")
  func longAnswerWhole() throws {
    let home = home()
    // Seed 9 asks which notifications the lock posts: five, at 80 columns
    // three of them wrapped over two lines.
    let arguments = ["--seed", "9", "--count", "2"]
    let session = try TmuxSession(Self.practice(arguments, language: "C.UTF-8", home: home), width: 80)
    defer { session.close() }
    try session.waitFor("[1/2] ")
    session.send("1 3 7 2")
    let screen = try session.waitFor("Enter: next question · m: the full explanation · e: the topic's page")
    let answer = try #require(screen.range(of: "The model says:")).upperBound
    #expect(screen[answer...].contains("5. app"), "\(screen)")
    // In Korean the verdict wraps to two lines above the answer; the answer still comes whole.
    let korean = try TmuxSession(Self.practice(arguments, language: "ko_KR.UTF-8", home: home + "-ko"), width: 80)
    defer { korean.close() }
    try korean.waitFor("[1/2] ")
    korean.send("1 3 7 2")
    let koreanScreen = try korean.waitFor("Enter: 다음 문제")
    let koreanAnswer = try #require(koreanScreen.range(of: "정답:")).upperBound
    #expect(koreanScreen[koreanAnswer...].contains("5. 앱"), "\(koreanScreen)")
  }

  @Test("An interview in a terminal counts down in the prompt and says over time when it happens")
  func interviewCountdown() throws {
    let home = home()
    let session = try TmuxSession(
      TerminalCommand(
        arguments: [Self.binary, "interview", "--question", "q-app-states", "--time", "2"],
        environment: ["LANG": "C.UTF-8", "LIFEQUIZ_HOME": home], home: home))
    defer { session.close() }
    try session.waitFor("s left")
    // Nothing typed yet: the limit passes while the learner thinks.
    try session.waitFor("⏱ over 2 s")
    session.send("Inactive means the app is in the foreground but receives no events.")
    session.send("")
    let screen = try session.waitFor("over the 2 s limit")
    #expect(screen.contains("key points"))
    // The countdown lives in the prompt: the entered line keeps the plain
    // one, and nothing printed earlier is drawn over.
    #expect(screen.contains("\n> Inactive means the app is in the foreground"), "\(screen)")
    #expect(screen.contains("Answer as you would aloud"), "\(screen)")
  }

  @Test("A long page in a terminal goes through $PAGER, and --no-pager prints it instead")
  func explainCommandPages() throws {
    let home = home()
    let paged = home + "-explain.txt"
    defer {
      try? FileManager.default.removeItem(atPath: paged)
      try? FileManager.default.removeItem(atPath: paged + "-2")
    }
    let environment = ["LANG": "C.UTF-8"].merging(Self.pagingTo(paged)) { $1 }
    let session = try TmuxSession(
      TerminalCommand(arguments: [Self.binary, "explain", "states"], environment: environment, home: home))
    defer { session.close() }
    try session.waitFor("EXIT=0")
    let printed = try TmuxSession(
      TerminalCommand(
        arguments: [Self.binary, "--no-pager", "explain", "states"],
        environment: ["LANG": "C.UTF-8"].merging(Self.pagingTo(paged + "-2")) { $1 }, home: home + "-2"))
    defer { printed.close() }
    let screen = try printed.waitFor("EXIT=0")
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
    var command = TerminalCommand(arguments: [Self.binary, "play"], environment: ["LANG": "C.UTF-8"], home: home)
    command.showsTerminalMode = true
    let session = try TmuxSession(command)
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
    var command = Self.trapSession(language: "ko_KR.UTF-8", home: home)
    command.showsTerminalMode = true
    let session = try TmuxSession(command)
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

  /// Two trap questions, the same ones every time.
  static func trapSession(language: String, home: String) -> TerminalCommand {
    practice(["--seed", "5", "--count", "2", "--kind", "trap"], language: language, home: home)
  }

  static func practice(_ arguments: [String], language: String, home: String) -> TerminalCommand {
    TerminalCommand(
      arguments: [binary, "practice"] + arguments,
      environment: ["LANG": language, "LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": "1795300000"], home: home)
  }

  /// A pager that writes the page to `file`: the shell program is fixed and
  /// the path reaches it in the environment, never inside the program.
  static func pagingTo(_ file: String) -> [String: String] {
    ["PAGER": #"cat > "$LIFEQUIZ_TEST_PAGED""#, "LIFEQUIZ_TEST_PAGED": file]
  }
}
