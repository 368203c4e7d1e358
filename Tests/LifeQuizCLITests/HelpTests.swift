import Testing

@testable import LifeQuizCLI

@Suite("Help")
struct HelpTests {
  @Test("-h, --help, help and no arguments print the same root help", arguments: [["-h"], ["--help"], ["help"], []])
  func rootHelp(arguments: [String]) {
    let result = CLIRunner.run(arguments)
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    assertSnapshot(result.out, named: "help-root.txt")
  }

  @Test("Command help agrees across spellings", arguments: ["simulate", "diagram"])
  func commandHelp(command: String) {
    let spellings = [[command, "-h"], [command, "--help"], ["help", command], [command, "launch", "--help"]]
    let outputs = spellings.map { CLIRunner.run($0).out }
    #expect(Set(outputs).count == 1)
    assertSnapshot(outputs[0], named: "help-\(command).txt")
  }

  @Test("Help in Korean, chosen from LANG")
  func koreanHelp() {
    let result = CLIRunner.run(["help", "simulate"], environment: ["LANG": "ko_KR.UTF-8"])
    assertSnapshot(result.out, named: "help-simulate.ko.txt")
  }

  @Test("Help wraps to a narrow terminal by display width")
  func narrowHelp() {
    let result = CLIRunner.run(["--lang", "ko", "help", "diagram"], terminal: true, width: 50)
    for line in result.out.split(separator: "\n") where !line.contains("lifequiz diagram") {
      #expect(displayWidth(String(line)) <= 50, "too wide: [\(line)]")
    }
  }

  @Test(
    "Every command's help and usage error fits 80 columns, the usage line too",
    arguments: LifeQuizCLI.commands.map { $0.configuration.name })
  func usageFits(command: String) {
    let help = CLIRunner.run(["--no-pager", command, "--help"], terminal: true, width: 80)
    // Example command lines are kept whole, to be copied; everything else wraps.
    for line in help.out.split(separator: "\n") where !line.hasPrefix("  lifequiz ") {
      #expect(displayWidth(String(line)) <= 80, "\(command): too wide: [\(line)]")
    }
    #expect(help.out.contains("USAGE: lifequiz \(command)"))
    let error = CLIRunner.run([command, "--no-such-option"], terminal: true, width: 80)
    for line in error.err.split(separator: "\n") {
      #expect(displayWidth(String(line)) <= 80, "\(command): too wide: [\(line)]")
    }
  }

  @Test("--version prints the program's version and the content's")
  func version() {
    let result = CLIRunner.run(["--version"])
    #expect(result.out.hasPrefix("lifequiz \(LifeQuizCLI.version) (content "))
    #expect(result.out.hasSuffix(")\n"))
    #expect(result.code == .success)
  }
}

/// Hangul syllables take two columns; enough for the help tests.
func displayWidth(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
}
