import LifeQuizCLI
import LifecycleCore
import Testing

@Suite("lifequiz play")
struct PlayTests {
  func play(arguments: [String] = [], _ input: [String], language: String = "en", width: Int? = nil) -> CLIRunner.Result
  {
    CLIRunner.run(["--lang", language, "play"] + arguments, input: input, width: width)
  }

  /// The delegate callbacks the core computes for the last event of a run.
  func callbacks(_ events: [LifecycleEvent], style: AppStyle = .scene) -> [String] {
    Scenario(style: style, events: events).run().steps.last?.callbacks.map(\.selector) ?? []
  }

  /// Whether `names` occur in `text` in this order.
  func inOrder(_ names: [String], in text: String) -> Bool {
    var rest = Substring(text)
    for name in names {
      guard let range = rest.range(of: name) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  @Test("A piped session runs each line's events through the core and shows the states in the prompt")
  func pipedSession() {
    let result = play(["launch home"])
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    #expect(result.out.contains("app notRunning > launch home\n"))
    #expect(result.out.contains("1. launch"))
    #expect(result.out.contains("2. home"))
    let launch = callbacks([.launch])
    let home = callbacks([.launch, .home])
    #expect(!launch.isEmpty && !home.isEmpty)
    #expect(inOrder(launch + home, in: result.out))
    #expect(result.out.hasSuffix("app background · scene 1 background > \n"))
  }

  @Test("An impossible event gets simulate's message, and the session goes on")
  func impossibleEvent() {
    let result = play(["launch", "launch", "home"], width: 500)
    let simulate = CLIRunner.run(["simulate", "launch", "launch"], width: 500)
    let message = String(simulate.err.split(separator: "\n")[0])
    #expect(message.hasPrefix("Error: Step 2 (launch) can't happen"))
    #expect(result.out.contains(message + "\n"))
    #expect(result.out.contains("2. home"))
    #expect(result.code == .success)
  }

  @Test("Unknown words get simulate's message and a pointer to help; quit ends the session")
  func unknownCommand() {
    let result = play(["frobnicate", "undo now", "style", "lanch", "launch", "quit", "home"], width: 500)
    #expect(
      result.out.contains("Error: Unknown event 'frobnicate'. Run 'lifequiz simulate --list-events' for the list.\n"))
    #expect(result.out.contains("Type help for the commands"))
    #expect(result.out.contains("'undo' takes no words after it"))
    #expect(result.out.contains("'style' takes one word"))
    #expect(result.out.contains("Error: Unknown event 'lanch'. Did you mean 'launch'?"))
    #expect(result.out.contains("1. launch"))
    #expect(!result.out.contains("2. home"))
    #expect(result.code == .success)
  }

  @Test("undo takes back the last event; reset starts over")
  func undoAndReset() {
    let result = play(["launch home", "undo", "export", "reset", "export", "undo"])
    #expect(
      result.out.contains("Undid home.\napp active · scene 1 foregroundActive > export\nlifequiz simulate launch\n"))
    #expect(result.out.contains("Started over: the app is not running.\napp notRunning > export\nNo events yet"))
    #expect(result.out.contains("Nothing to undo"))
  }

  @Test("style switches the app style and starts over; a bad style is refused")
  func style() {
    let result = play(["launch", "style web", "style app", "launch", "export"])
    #expect(result.out.contains("'web' is not a style"))
    #expect(result.out.contains("Style app; started over: the app is not running.\napp notRunning > launch\n"))
    #expect(result.out.contains("App delegate only, no scenes: launch"))
    #expect(
      inOrder(callbacks([.launch], style: .app), in: result.out.components(separatedBy: "> style app\n").last ?? ""))
    #expect(result.out.contains("\napp active > export\nlifequiz simulate --style app launch\n"))
  }

  @Test("show adds and removes layers of the timeline")
  func show() {
    let result = play(["show vc", "launch", "show none", "trace", "show bogus"])
    let parts = result.out.components(separatedBy: "show none")
    #expect(parts.count == 2)
    #expect(parts[0].contains("▸ vc-1"))
    #expect(!parts[1].contains("vc-1"))
    #expect(result.out.contains("Layers shown: vc."))
    #expect(result.out.contains("'bogus' is not a layer"))
  }

  @Test("trace shows the whole run as simulate does, and export's line reproduces it")
  func traceAndExport() throws {
    let result = play(
      arguments: ["--style", "scene", "--restoration"],
      ["launch", "open-window home", "show vc,notifications", "trace", "export"])
    let line = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("lifequiz simulate ") })
    #expect(line == "lifequiz simulate --show vc,notifications --restoration launch open-window home")
    let simulate = CLIRunner.run(line.split(separator: " ").dropFirst().map(String.init))
    #expect(simulate.code == .success)
    #expect(simulate.out.contains("3. home"))
    #expect(result.out.contains("> trace\n" + simulate.out + "\napp "))
  }

  @Test("events lists what the core allows now, with meanings")
  func events() {
    let result = play(["launch", "events"])
    var machine = LifecycleStateMachine()
    _ = machine.handle(.launch)
    let listing = String(result.out.components(separatedBy: "> events\n").last ?? "")
    #expect(listing.hasPrefix("Possible now (the app is active):"))
    #expect(inOrder(machine.possibleEvents.map { "  " + $0.name + " " }, in: listing))
    #expect(!listing.contains("  launch "))
    #expect(listing.contains("The user goes to the Home Screen"))
  }

  @Test("help names every command")
  func help() {
    let result = play(["help"])
    for word in ["undo", "reset", "style scene|app", "events", "show", "trace", "export", "help", "quit"] {
      #expect(result.out.contains("\n  " + word + " "), "help misses \(word)")
    }
  }

  @Test("--predict grades a right order, in any accepted spelling, then shows the trace")
  func predictRight() {
    let launch = callbacks([.launch])
    let home = callbacks([.launch, .home]).map { $0.replacingOccurrences(of: "(_:)", with: "").lowercased() }
    let result = play(
      arguments: ["--predict"], ["launch home", launch.joined(separator: " "), home.joined(separator: ", ")])
    #expect(result.out.components(separatedBy: "✓ Correct.").count == 3)
    #expect(!result.out.contains("✗"))
    #expect(result.out.contains("2. home"))
    #expect(result.code == .success)
  }

  @Test("--predict shows what was missing, extra or out of order, and asks again when unclear")
  func predictWrong() {
    let home = callbacks([.launch, .home])
    #expect(home.count == 2)
    let result = play(
      arguments: ["--predict"],
      [
        "launch", "", "home", "foo", "7", home.reversed().joined(separator: " "),
        "launch", home[1], "home", home[0] + " " + home[1] + " sceneDidDisconnect",
      ])
    #expect(result.out.contains("Skipped."))
    #expect(result.out.contains("'foo' is not a delegate callback"))
    #expect(result.out.contains("Type callback names"))
    #expect(result.out.contains("✗ Not quite.\n  1 of 2 in place.\n  Out of order: "))
    #expect(result.out.contains("Missing: " + callbacks([.launch, .home, .launch])[0]))
    #expect(result.out.contains("Doesn't fire here: sceneDidDisconnect(_:)"))
    #expect(result.out.contains("4. home"))
  }

  @Test(
    "--predict keeps a score, gives practice's reasons on a miss, and quit at the prediction prompt ends with a summary"
  )
  func predictScore() {
    let home = callbacks([.launch, .home])
    let result = play(
      arguments: ["--predict"],
      [
        "launch", callbacks([.launch]).joined(separator: " "), "home", home.reversed().joined(separator: " "),
        "launch", "", "home", "quit",
      ])
    #expect(result.out.contains("Predictions right: 1 of 1."))
    #expect(result.out.contains("Predictions right: 1 of 2."))
    // The core's reason, as practice gives it, under the misplaced callback.
    #expect(result.out.contains("\n      \(home[0]) fires at this event, but earlier: before"))
    #expect(result.out.hasSuffix("Predictions: 1 of 2 right; 1 skipped.\n"))
    #expect(!result.out.contains("4. home"), "quit at the prompt ended the session before the step")
    #expect(result.code == .success)
  }

  @Test("--predict reads a part several callbacks share as this style's callback, as practice's trace kind does")
  func predictShortNames() {
    let scene = play(
      arguments: ["--predict"],
      ["launch", "willFinish didFinish configurationFor willConnect willEnterForeground didBecomeActive"])
    #expect(scene.out.contains("✓ Correct."))
    #expect(!scene.out.contains("could be"))
    let app = play(arguments: ["--predict", "--style", "app"], ["launch", "willFinish didFinish didBecomeActive"])
    #expect(app.out.contains("✓ Correct."))
  }

  @Test("--predict takes none for an event without delegate callbacks, and the input may end mid-question")
  func predictNone() {
    let result = play(arguments: ["--predict"], ["launch home suspend", "", "", "none", "launch"])
    #expect(callbacks([.launch, .home, .suspend]).isEmpty)
    #expect(result.out.contains("  > none\n✓ Correct."))
    #expect(result.out.contains("Which delegate callbacks run for launch"))
    #expect(!result.out.contains("4. launch"))
    #expect(result.code == .success)
  }

  @Test("--predict does not ask for an event that calls one callback on several scenes: names can't tell them apart")
  func predictSeveralScenes() {
    let home = callbacks([.launch, .openWindow, .home])
    #expect(home.filter { $0 == "sceneWillResignActive(_:)" }.count == 2)
    let result = play(arguments: ["--predict"], ["launch open-window home", "", ""])
    #expect(result.out.contains("home calls the same callback on several scenes"))
    #expect(!result.out.contains("run for home"))
    #expect(result.out.contains("3. home"))
  }

  @Test("End of input ends the session with exit 0")
  func endOfInput() {
    let result = play([])
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    #expect(result.out.hasSuffix("app notRunning > \n"))
  }

  @Test("그만 ends a Korean session as quit does; nothing after it runs")
  func koreanQuit() {
    let result = play(["launch", "그만", "home"], language: "ko")
    #expect(result.code == .success)
    #expect(result.out.contains("> 그만\n"))
    #expect(!result.out.contains("sceneWillResignActive") && !result.err.contains("그만"), "\(result.out)\(result.err)")
  }

  @Test("A Korean session: prompt, messages and a prediction in Korean")
  func korean() {
    let simulate = CLIRunner.run(["--lang", "ko", "simulate", "launch", "launch"], width: 500)
    let message = String(simulate.err.split(separator: "\n")[0])
    let result = play(
      arguments: ["--predict"], ["launch", "", "launch", "home", "없음", "undo", "재생", "export"], language: "ko",
      width: 500)
    #expect(message.hasPrefix("오류: 2단계(launch)는 일어날 수 없습니다."))
    #expect(result.out.contains(message + "\n"))
    #expect(result.out.contains("앱 Active · 씬 1 foregroundActive > "))
    #expect(result.out.contains("✗ 오답입니다.\n  2개 중 0개가 제자리에 있습니다."))
    #expect(result.out.contains("home 이벤트를 취소했습니다."))
    #expect(result.out.contains("오류: 알 수 없는 이벤트 '재생'입니다."))
    #expect(result.out.contains("명령 목록은 help"))
    #expect(result.out.contains("lifequiz simulate launch\n"))
    #expect(result.code == .success)
  }
}
