import LifeQuizContent

/// `lifequiz completion bash|zsh|fish`
struct CompletionCommand: Command {
  static let configuration = CommandConfiguration(
    name: "completion",
    arguments: [
      ArgumentSpec(name: "shell", optional: false, repeating: false, completion: .words(CompletionScript.shells))
    ],
    exampleCount: 3)

  let shell: String

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    guard let shell = arguments.positionals.first, CompletionScript.shells.contains(shell) else {
      let given = arguments.positionals.first ?? ""
      var message = context.strings("error.bad-shell", ["shell": given])
      if let near = Suggestion.nearest(to: given, in: CompletionScript.shells), !given.isEmpty {
        message += " " + context.strings("error.did-you-mean", ["name": near])
      }
      throw .usage(message, command: Self.configuration.name)
    }
    self.shell = shell
  }

  func run(context: CommandContext) throws(CLIError) {
    let library = try context.library()
    // The topic ids only: a few dozen words to choose from, not every alias
    // (an alias still works when typed).
    let topics = library.topics.map(\.id)
    var script = CompletionScript(
      commands: LifeQuizCLI.commands.map { $0.configuration }, topics: topics, languages: context.languages)
    script.questions = try context.contentResult { () throws(ContentError) in
      try library.questions(ways: false).map(\.id)
    }
    script.eventWords = context.eventWords().completions
    context.console.write(script.script(for: shell))
  }
}
