import LifeQuizContent
import LifeQuizPlatform

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
  /// Why standard input cannot be read at all (it was closed, or is a
  /// folder); nil when it can, or when this is a test buffer.
  public private(set) var inputProblem: String?
  private let outputWriter: (String) -> Int32?
  private let errorWriter: (String) -> Int32?
  private let readInput: () -> InputLine?
  /// Line editing, in the process's own terminal.
  private var lineReader: TerminalLineReader?
  /// The first failed write to standard output, or to standard error.
  public private(set) var outputFailure: StreamFailure?
  public private(set) var errorFailure: StreamFailure?

  /// A console whose writes cannot fail, such as a test's buffers.
  public convenience init(
    outputIsTerminal: Bool = false, inputIsTerminal: Bool = false, terminalWidth: Int? = nil,
    out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    input: @escaping () -> String? = { nil }, isProcess: Bool = false, lines: (() -> InputLine?)? = nil
  ) {
    self.init(
      outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal, terminalWidth: terminalWidth,
      fallibleOut: { text in
        out(text)
        return nil
      },
      fallibleError: { text in
        error(text)
        return nil
      },
      input: input, isProcess: isProcess, lines: lines)
  }

  /// A console whose writers return nil on success or the `errno` of a
  /// failed write.
  public init(
    outputIsTerminal: Bool = false, inputIsTerminal: Bool = false, terminalWidth: Int? = nil,
    fallibleOut: @escaping (String) -> Int32?, fallibleError: @escaping (String) -> Int32?,
    input: @escaping () -> String? = { nil }, isProcess: Bool = false, lines: (() -> InputLine?)? = nil
  ) {
    self.isProcess = isProcess
    self.outputIsTerminal = outputIsTerminal
    self.inputIsTerminal = inputIsTerminal
    self.terminalWidth = terminalWidth
    self.outputWriter = fallibleOut
    self.errorWriter = fallibleError
    self.readInput = lines ?? { input().map(InputLine.text) }
  }

  /// The process's own standard streams. A closed pipe becomes an `EPIPE`
  /// error instead of a signal, and a closed standard descriptor is held
  /// open on /dev/null, so no file lifequiz opens can take its number and
  /// receive its output, and the first write to it reports the failure.
  public static func standard() -> Console {
    TerminationSignals.ignoreBrokenPipe()
    TerminationSignals.ignoreFileSizeLimit()
    let outputClosed = StandardStream.output.reserveIfClosed()
    let errorClosed = StandardStream.error.reserveIfClosed()
    // Checked before anything is opened: a closed descriptor 0 would be
    // taken by the first file lifequiz opens.
    let inputProblem =
      StandardStream.input.reserveIfClosed() ? SystemError.badDescriptor.reason : StandardInput.problem()
    let isTerminal = StandardStream.output.isTerminal
    let input = StandardInput()
    let console = Console(
      outputIsTerminal: isTerminal, inputIsTerminal: StandardStream.input.isTerminal,
      terminalWidth: isTerminal ? StandardStream.output.columns : nil,
      fallibleOut: { text in
        if outputClosed { return SystemError.badDescriptor.code }
        return StandardStream.output.write(text)?.code
      },
      fallibleError: { text in
        if errorClosed { return SystemError.badDescriptor.code }
        return StandardStream.error.write(text)?.code
      },
      isProcess: true, lines: input.next)
    console.inputProblem = inputProblem
    if isTerminal, StandardStream.input.isTerminal {
      console.lineReader = TerminalLineReader(
        write: { [unowned console] text in console.write(text) }, columns: { StandardStream.output.columns ?? 80 })
    }
    return console
  }

  /// Writes to standard output; after a failed write, nothing more is tried.
  public func write(_ text: String) {
    guard outputFailure == nil, !text.isEmpty else { return }
    if let code = outputWriter(text) { outputFailure = StreamFailure(code: code) }
  }

  public func writeError(_ text: String) {
    guard errorFailure == nil, !text.isEmpty else { return }
    if let code = errorWriter(text) { errorFailure = StreamFailure(code: code) }
  }

  /// One line of input without its newline; nil at end of input, and once
  /// output has failed, so an interactive session ends instead of asking
  /// questions nobody sees.
  public func readLine() -> InputLine? {
    guard outputFailure == nil else { return nil }
    return readInput()
  }

  /// Writes `prompt` and reads a line as `readLine` does; in the process's
  /// own terminal the line can be edited, and `waiting` (a countdown) is
  /// the prompt shown while it is typed, asked again each second. Without
  /// line editing the prompt shows `waiting` once, as it is at the start.
  public func readLine(prompt: String, waiting: (() -> String)? = nil) -> InputLine? {
    guard outputFailure == nil else { return nil }
    if let lineReader, case .some(let line) = lineReader.readLine(prompt: prompt, waiting: waiting) { return line }
    write(waiting?() ?? prompt)
    return readInput()
  }
}
