import LifeQuizContent

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where text goes and comes from. The real console writes to the standard
/// streams; tests use buffers.
public final class Console: @unchecked Sendable {
  public let outputIsTerminal: Bool
  public let inputIsTerminal: Bool
  /// The terminal's width in columns, when standard output is a terminal.
  public let terminalWidth: Int?
  /// Whether this is the process's own terminal (not a test buffer), so
  /// signal handlers may be installed.
  public let isProcess: Bool
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  private let readInput: () -> InputLine?

  public init(
    outputIsTerminal: Bool = false, inputIsTerminal: Bool = false, terminalWidth: Int? = nil,
    out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    input: @escaping () -> String? = { nil }, isProcess: Bool = false, lines: (() -> InputLine?)? = nil
  ) {
    self.isProcess = isProcess
    self.outputIsTerminal = outputIsTerminal
    self.inputIsTerminal = inputIsTerminal
    self.terminalWidth = terminalWidth
    self.writeOut = out
    self.writeError = error
    self.readInput = lines ?? { input().map(InputLine.text) }
  }

  /// The process's own standard streams.
  public static func standard() -> Console {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    return Console(
      outputIsTerminal: isTerminal, inputIsTerminal: isatty(STDIN_FILENO) == 1,
      terminalWidth: isTerminal ? Self.columns() : nil,
      out: { text in FileBytes.write(Array(text.utf8), to: STDOUT_FILENO) },
      error: { text in FileBytes.write(Array(text.utf8), to: STDERR_FILENO) },
      isProcess: true, lines: StandardInput().next)
  }

  public func write(_ text: String) { writeOut(text) }
  public func writeError(_ text: String) { writeError(text) }
  /// One line of input without its newline; nil at end of input.
  public func readLine() -> InputLine? { readInput() }

  private static func columns() -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
