import LifeQuizContent
import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// The command line: reads the global options, picks the command, runs it,
/// and turns every error into one message and one exit code.
public enum LifeQuizCLI {
  public static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      PracticeCommand.self, InterviewCommand.self, StatsCommand.self, SearchCommand.self, ExplainCommand.self,
      DeckCommand.self, SimulateCommand.self,
      PlayCommand.self, DiagramCommand.self,
      LintContentCommand.self, CompletionCommand.self,
    ]
  }

  /// Runs one invocation. `main.swift` passes the real process; tests pass
  /// buffers.
  public static func main(
    arguments: [String], environment: [String: String], console: Console,
    executablePath: String? = nil
  ) -> ExitCode {
    if console.isProcess { TerminationSignals.quitWithoutBacktrace() }
    var arguments = arguments
    var globals = GlobalOptions.extract(from: &arguments)
    let named = commands.first { $0.configuration.name == arguments.first }?.configuration
    let resources: ResourceLocator
    let strings: Localizer
    let languages: [Language]
    do throws(ResourceError) {
      resources = try ResourceLocator(environment: environment, executablePath: executablePath)
      languages = Language.available(in: resources.localizationFolder)
      globals.nameLanguage(among: languages, takesAll: named?.takesAllLanguages == true)
      let flag = languages.first { $0.rawValue == globals.language }
      let language = LanguageResolver.resolve(flag: flag, environment: environment, languages: languages)
      strings = try Localizer(language: language, folder: resources.localizationFolder)
    } catch {
      // The version needs no resources; say they are missing beside it.
      if arguments.first == "--version" || arguments.first == "-v", case .missing = error {
        console.write("lifequiz \(version) (content not found)\n")
        return console.outputFailure.map { $0.isClosedPipe ? .success : .failure } ?? .success
      }
      console.writeError(VisibleText.escaped(ResourceErrorMessage.text(for: error)) + "\n")
      return .failure
    }
    let color = GlobalOptions.color.value(globals.color)
    let palette = Palette.decide(color, isTerminal: console.outputIsTerminal, environment: environment)
    var context = CommandContext(
      console: console, strings: strings, palette: palette, environment: environment,
      resources: resources, languages: languages)
    context.glyphs = ChartGlyphs.decide(color, environment: environment)
    context.pagerAllowed = !globals.noPager
    context.allLanguages = globals.language == GlobalOptions.allLanguages && named?.takesAllLanguages == true
    let code: ExitCode
    do throws(CLIError) {
      try globals.validate(
        strings, languages: named?.languageValues(languages) ?? languages.map(\.rawValue), command: named?.name)
      try dispatch(arguments, globals: globals, context: context)
      code = .success
    } catch {
      code = report(error, context: context)
    }
    return checkStreams(code, console: console, strings: strings)
  }

  /// A failed write to standard output or error is a failure, said on
  /// standard error when that still works; a reader that went away (a
  /// closed pipe) is not.
  private static func checkStreams(_ code: ExitCode, console: Console, strings: Localizer) -> ExitCode {
    if let failure = console.outputFailure, !failure.isClosedPipe {
      console.writeError(strings("error.prefix") + " " + strings("error.output", ["reason": failure.reason]) + "\n")
      return .failure
    }
    if let failure = console.errorFailure, !failure.isClosedPipe, code == .success { return .failure }
    return code
  }

  private static func dispatch(_ arguments: [String], globals: GlobalOptions, context: CommandContext) throws(CLIError)
  {
    let help = HelpRenderer(strings: context.strings, width: context.width, languages: context.languages)
    guard let first = arguments.first else {
      context.showLong(help.root(commands: commands.map { $0.configuration }))
      return
    }
    switch first {
    case "--version" where arguments.count > 1, "-v" where arguments.count > 1, "-h" where arguments.count > 1,
      "--help" where arguments.count > 1:
      throw .usage(context.strings("error.unexpected-argument", ["argument": arguments[1]]), command: nil)
    case "--version", "-v":
      let content = (try? context.library())?.version ?? "?"
      context.console.write("lifequiz \(version) (content \(content))\n")
    case "-h", "--help":
      context.showLong(help.root(commands: commands.map { $0.configuration }))
    case "help":
      if arguments.count > 2 {
        throw .usage(context.strings("error.unexpected-argument", ["argument": arguments[2]]), command: "help")
      }
      if arguments.dropFirst().first == "--man" {
        context.console.write(
          ManPage(
            strings: context.strings, commands: commands.map { $0.configuration }, version: version,
            languages: context.languages
          ).render())
        return
      }
      guard let name = arguments.dropFirst().first, name != "help" else {
        context.console.write(help.root(commands: commands.map { $0.configuration }))
        return
      }
      let command = try find(name, strings: context.strings)
      context.showLong(help.command(command.configuration))
    default:
      let command = try find(first, strings: context.strings)
      let rest = Array(arguments.dropFirst())
      let reader = ArgumentReader(
        options: command.configuration.options + [GlobalOptions.help.spec],
        command: command.configuration.name, strings: context.strings)
      let parsed = try reader.read(rest)
      if parsed[GlobalOptions.help] {
        context.showLong(help.command(command.configuration))
        return
      }
      // More positionals than the command declares (and none repeats).
      let declared = command.configuration.arguments
      if !declared.contains(where: \.repeating), parsed.positionals.count > declared.count {
        throw .usage(
          context.strings("error.unexpected-argument", ["argument": parsed.positionals[declared.count]]),
          command: command.configuration.name)
      }
      try command.init(arguments: parsed, context: context).run(context: context)
    }
  }

  static func find(_ name: String, strings: Localizer) throws(CLIError) -> any Command.Type {
    if let command = commands.first(where: { $0.configuration.name == name }) { return command }
    var message: String
    if name.hasPrefix("-") {
      message = strings("error.unknown-option", ["option": name])
    } else {
      message = strings("error.unknown-command", ["command": name])
    }
    let names = commands.map { $0.configuration.name } + ["help"]
    if let near = Suggestion.nearest(to: name, in: names) {
      message += " " + strings("error.did-you-mean", ["name": near])
    }
    throw .usage(message, command: nil)
  }

  private static func report(_ error: CLIError, context: CommandContext) -> ExitCode {
    let strings = context.strings
    switch error {
    case .usage(let message, let commandName):
      var text = strings("error.prefix") + " " + VisibleText.shortened(VisibleText.escaped(message)) + "\n"
      let command = commandName.flatMap { name in commands.first { $0.configuration.name == name } }
      let usage = command?.configuration.synopsis ?? "lifequiz <subcommand> [options]"
      let heading = strings("error.usage")
      text +=
        heading + " " + HelpRenderer.synopsis(usage, after: DisplayWidth.of(heading) + 1, width: context.width) + "\n"
      text += "  " + strings("error.see-help", ["command": commandName.map { "lifequiz \($0)" } ?? "lifequiz"]) + "\n"
      context.console.writeError(text)
      return .usage
    case .failure(let message):
      context.console.writeError(
        strings("error.prefix") + " " + VisibleText.shortened(VisibleText.escaped(message)) + "\n")
      return .failure
    }
  }
}

extension LifeQuizCLI {
  /// Every interface-string key the program builds rather than writes out
  /// (`play.help.<word>`, `search.kind.<kind>`), each family enumerated
  /// from the enum that produces it, so a test can check that each exists
  /// in every language. A new family of built keys belongs here: the test
  /// fails for a key built in the source whose family has no key here.
  /// Rejection reasons (`reject.<id>`) are read by the test from their
  /// source, since `RejectionReason` carries values and lists no cases.
  public static var builtKeys: [String] {
    var keys: [String] = []
    for command in commands.map({ $0.configuration }) {
      keys.append(command.abstractKey)
      if command.hasDiscussion { keys.append(command.discussionKey) }
      keys += command.exampleKeys.flatMap { [$0.line, $0.text] }
      keys += command.arguments.map(\.helpKey)
      keys += command.allOptions(languages: []).map { "option.\($0.helpKey)" }
    }
    keys += ManPage.environment.map(\.key) + ManPage.files.map(\.key) + ["man.exit"]
    keys += QuestionKind.allCases.map { "practice.kind.\($0.rawValue)" }
    for style in AppStyle.allCases.map(\.rawValue) {
      keys += [
        "practice.style.\(style)", "practice.style.\(style).article", "trace.header.\(style)",
        "diagram.header.\(style)", "callback.change.\(style)",
      ]
    }
    keys += PlaySession.Word.allCases.map { "play.help.\($0.rawValue)" }
    keys += SearchDocument.Kind.allCases.map { "search.kind.\($0.rawValue)" }
    keys += SourceEntry.Kind.allCases.map { "sources.kind.\($0.rawValue)" }
    keys += EventKind.allCases.map { "event.\($0.rawValue)" }
    keys += VarianceNote.allCases.map { "note.\($0.rawValue)" }
    keys += AppState.allCases.map { "app-state.\($0.rawValue)" }
    keys += Overlay.allCases.map { "overlay.\($0.rawValue)" }
    keys += Confidence.allCases.map { "confidence.\($0.rawValue)" }
    return keys
  }
}
