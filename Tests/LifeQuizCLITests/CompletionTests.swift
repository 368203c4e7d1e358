import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import QuizEngine
import Testing

@testable import LifeQuizCLI

/// The completion scripts run in real bash, zsh and fish: after each option
/// of each command they offer exactly what the option declares, each once,
/// and never another command's values.
@Suite("Completions", .serialized)
struct CompletionTests {
  static let topics = ["inactive", "비활성", "termination"]
  static let languages = Language.available(in: BuiltProduct.root.appendingPathComponent("Localization").local)
  static let commands = LifeQuizCLI.commands.map { $0.configuration }
  static let questions = ["q-app-states", "q-lock-inactive"]
  static let script = {
    var script = CompletionScript(commands: commands, topics: topics, languages: languages)
    script.questions = questions
    return script
  }()

  /// A command line whose last word is being completed, and what a shell
  /// must offer for it.
  struct Query: CustomStringConvertible {
    let words: [String]
    let expected: [String]
    var description: String { words.joined(separator: " ") }
  }

  /// After every option that takes a value, in every command, the words it
  /// declares (none for numbers, free text, files and folders: the shells
  /// run in an empty folder).
  static var optionQueries: [Query] {
    commands.flatMap { command in
      command.allOptions(languages: languages).filter { !$0.isFlag }.map { option in
        Query(words: ["lifequiz", command.name, option.flagSpelling, ""], expected: script.words(option.completion))
      }
    }
  }

  static var languageCodes: [String] { languages.map(\.rawValue) }

  @Test("Every option offers its declared values: a listed type's values, the topics, or nothing")
  func declarations() {
    for command in Self.commands {
      for option in command.allOptions(languages: Self.languages) where !option.isFlag {
        let offered = Self.script.words(option.completion)
        if !option.values.isEmpty {
          #expect(offered == option.values, "\(command.name) \(option.flagSpelling)")
        }
        if option.name == "topic" { #expect(option.completion == .topics, "\(command.name) --topic") }
        if option.name == "question" { #expect(offered == Self.questions, "\(command.name) --question") }
        for word in offered where option.completion != .topics && option.completion != .questions {
          #expect(
            option.problem(word) == nil, "\(command.name) \(option.flagSpelling) offers '\(word)', which it refuses")
        }
      }
    }
    let kind = Self.commands.first { $0.name == "practice" }?.options.first { $0.name == "kind" }
    #expect(kind?.values == QuestionKind.allCases.map(\.rawValue))
  }

  @Test("The installed content's question ids follow interview --question, and nothing else offers them")
  func questionIDs() throws {
    let result = CLIRunner.run(["completion", "bash"])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n")
    let question = try #require(lines.first { $0.contains("--question)") })
    let ids = try ContentLibrary(folder: BuiltProduct.root.appendingPathComponent("Content").local).questions().map(
      \.id)
    #expect(ids.count > 100)
    let offered = Set(question.split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init))
    #expect(ids.filter { !offered.contains($0) } == [])
    #expect(lines.filter { $0.contains("q-app-states") }.count == 1)
  }

  @Test("bash completes each option with exactly its command's values, each once")
  func bash() throws {
    let queries =
      Self.optionQueries + [
        Query(words: ["lifequiz", "stats", "--format", ""], expected: ["text", "json"]),
        Query(words: ["lifequiz", "practice", "--lang", ""], expected: Self.languageCodes),
        Query(words: ["lifequiz", "deck", "--lang", ""], expected: Self.languageCodes + ["all"]),
        Query(words: ["lifequiz", "--lang", "ko", "diagram", "--format", ""], expected: ["text", "mermaid", "dot"]),
      ] + Self.commandQueries
    let answers = try Self.run(
      shell: "bash", Self.script.script(for: "bash"),
      prelude:
        "q() { COMP_WORDS=(\"$@\"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _lifequiz; printf '%s\\n' \"${COMPREPLY[@]}\"; echo @@; }",
      queries.map { "q " + $0.words.map(Self.quoted).joined(separator: " ") })
    Self.check(answers, against: queries)
  }

  @Test(
    "zsh completes each option with exactly its command's values, each once",
    .enabled(if: InstallTests.runs(needing: "zsh")))
  func zsh() throws {
    let queries =
      Self.optionQueries + [
        Query(words: ["lifequiz", "practice", "--lang", ""], expected: Self.languageCodes),
        Query(words: ["lifequiz", "--color", "never", "stats", "--format", ""], expected: ["text", "json"]),
      ] + Self.commandQueries
    // Outside a completion widget, compadd and _files are stand-ins that print.
    let answers = try Self.run(
      shell: "zsh", Self.script.script(for: "zsh"),
      before:
        "compdef() { return 0 }\ncompadd() { [[ $1 == -- ]] && shift; print -rl -- \"$@\" }\n_files() { return 0 }",
      prelude: "q() { words=(\"$@\"); CURRENT=${#words}; _lifequiz; print @@ }",
      queries.map { "q " + $0.words.map(Self.quoted).joined(separator: " ") })
    Self.check(answers, against: queries)
  }

  @Test(
    "fish completes each option with exactly its command's values, each once",
    .enabled(if: InstallTests.runs(needing: "fish")))
  func fish() throws {
    var queries = Self.optionQueries
    for command in Self.commands {
      // fish offers options only for a word that starts with a dash, short spellings too.
      let options = command.allOptions(languages: Self.languages)
      queries.append(
        Query(
          words: ["lifequiz", command.name, "-"],
          expected: options.map(\.flagSpelling) + options.compactMap { $0.short.map { "-\($0)" } }))
      queries.append(
        Query(
          words: ["lifequiz", command.name, ""],
          expected: command.arguments.flatMap { Self.script.words($0.completion) }))
    }
    queries.append(Query(words: ["lifequiz", ""], expected: Self.script.names))
    queries.append(Query(words: ["lifequiz", "deck", "--lang", ""], expected: Self.languageCodes + ["all"]))
    let answers = try Self.run(
      shell: "fish", Self.script.script(for: "fish"), prelude: "",
      queries.map { "complete -C \(Self.quoted($0.words.joined(separator: " "))); echo @@" })
    Self.check(answers.map { $0.map { String($0.prefix { $0 != "\t" }) } }, against: queries)
  }

  /// After a command: its options (the global ones too) and what its
  /// positionals take; before one: the commands and the global options;
  /// after `help`: the commands.
  static var commandQueries: [Query] {
    commands.map { command in
      Query(
        words: ["lifequiz", command.name, ""],
        expected: command.allOptions(languages: languages).map(\.flagSpelling)
          + command.arguments.flatMap { script.words($0.completion) })
    } + [
      Query(words: ["lifequiz", ""], expected: script.names + script.rootOptions.map(\.flagSpelling)),
      Query(words: ["lifequiz", "--lang", ""], expected: languageCodes),
      Query(words: ["lifequiz", "help", ""], expected: commands.map(\.name) + ["--man"]),
    ]
  }

  static func check(_ answers: [[String]], against queries: [Query], sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(answers.count == queries.count, sourceLocation: sourceLocation)
    for (query, offered) in zip(queries, answers) {
      #expect(offered.sorted() == query.expected.sorted(), "\(query)", sourceLocation: sourceLocation)
      #expect(
        Set(offered).count == offered.count, "\(query) offers a word twice: \(offered)", sourceLocation: sourceLocation)
    }
  }

  /// Runs the script and then each query line in `shell`, in an empty
  /// folder; returns the words each query printed before its `@@`.
  static func run(shell: String, _ script: String, before: String = "", prelude: String, _ lines: [String]) throws
    -> [[String]]
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let completion = folder.appendingPathComponent("completion")
    try script.write(to: completion, atomically: true, encoding: .utf8)
    let driver = folder.appendingPathComponent("driver")
    let text =
      [before, shell == "fish" ? "source $argv[1]" : #"source "$1""#, prelude].joined(separator: "\n") + "\n"
      + lines.joined(separator: "\n") + "\n"
    try text.write(to: driver, atomically: true, encoding: .utf8)
    let empty = folder.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let (status, output) = InstallTests.run([shell, driver.path, completion.path], directory: empty)
    #expect(status == 0, "\(output)")
    var answers: [[String]] = [[]]
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "@@" {
        answers.append([])
      } else if !line.isEmpty {
        answers[answers.count - 1].append(String(line))
      }
    }
    answers.removeLast()
    return answers
  }

  static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
