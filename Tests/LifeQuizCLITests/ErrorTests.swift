import LifeQuizCLI
import LifeQuizContent
import LifeQuizTestSupport
import Testing

@Suite("Errors and exit codes")
struct ErrorTests {
  @Test(
    "Usage errors exit 64 with Error, Usage and a pointer to help, and print nothing to stdout",
    arguments: [
      ("simulate lanch", "Error: Unknown event 'lanch'. Did you mean 'launch'?"),
      // Two letters swapped are one slip, as in the grader's edit distance.
      ("simulate launch hmoe", "Error: Unknown event 'hmoe'. Did you mean 'home'?"),
      ("simulat launch", "Error: Unknown command 'simulat'. Did you mean 'simulate'?"),
      ("simulate --styl app launch", "Error: Unknown option '--styl'. Did you mean '--style'?"),
      (
        "simulate --style ap launch",
        "Error: 'ap' is not a valid value for --style; use scene or app. Did you mean 'app'?"
      ),
      ("simulate --format", "Error: The option --format needs a value <format>."),
      ("simulate", "Error: Give at least one event, as in 'lifequiz simulate launch home'."),
      ("simulate close-window", "Error: The event close-window needs a scene number, as in close-window:2."),
      ("simulate home:2", "Error: The event home takes no scene number."),
      (
        "simulate reclaim-scene:x",
        "Error: 'x' is not a scene number for reclaim-scene; use a whole number from 1, as in reclaim-scene:2."
      ),
      (
        "--lang fr simulate launch",
        "Error: 'fr' is not a valid value for --lang; use \(Language.englishList(Language.inRepository.map(\.rawValue)))."
      ),
      ("diagram extra", "Error: Unexpected argument 'extra'."),
    ])
  func usage(line: String, message: String) {
    let result = CLIRunner.run(line)
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.first == message)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: lifequiz") == true)
    #expect(lines.last?.contains("--help' for more information.") == true)
  }

  @Test("An impossible event exits 1 naming the step, the state and the events possible there")
  func impossibleEvent() {
    let result = CLIRunner.run("simulate launch home dismiss")
    #expect(result.code == .failure)
    #expect(result.out.isEmpty)
    #expect(
      result.err
        == "Error: Step 3 (dismiss) can't happen: nothing is over the app to dismiss. The app is background; possible now: launch, open-url, universal-link, tap-notification, begin-task, suspend, swipe-kill, memory-kill, system-terminate, crash, silent-push, url-session-events, notification-arrives, open-window, close-window:1, reclaim-scene:1.\n"
    )
  }

  @Test("Errors speak Korean too")
  func koreanError() {
    let result = CLIRunner.run("--lang ko simulate launch launch")
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("오류: 2단계(launch)는 일어날 수 없습니다. 앱이 화면에 떠 있습니다."))
  }

  @Test("A missing resource folder is a one-line failure naming what to do")
  func missingResources() {
    let result = CLIRunner.run(["simulate", "launch"], environment: ["LIFEQUIZ_RESOURCES": "/nonexistent"])
    #expect(result.code == .failure)
    #expect(result.err.hasPrefix("Error: lifequiz cannot find its resources"))
    #expect(result.err.contains("LIFEQUIZ_RESOURCES"))
    #expect(result.err.split(separator: "\n").count == 1)
  }
}
