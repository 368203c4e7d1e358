import LifeQuizContent
import LifeQuizPlatform

/// `lifequiz lint-content [PATH]`: checks a Content/ folder (the installed
/// one by default) and lists every problem with its fix.
struct LintContentCommand: Command {
  static let configuration = CommandConfiguration(
    name: "lint-content",
    arguments: [ArgumentSpec(name: "path", optional: true, repeating: false, completion: .folders)],
    exampleCount: 2,
    hasDiscussion: true,
    forContributors: true)

  let path: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    path = arguments.positionals.first
    if path?.isEmpty == true {
      throw .usage(context.strings("error.empty-content-path"), command: Self.configuration.name)
    }
  }

  func run(context: CommandContext) throws(CLIError) {
    let folder = path.map { LocalPath($0) } ?? context.resources.contentFolder
    guard FileBytes.isFolder(folder.path),
      FileBytes.problem(reading: folder.appendingPathComponent("topics.json").path) != .missing
    else {
      throw .failure(context.strings("error.no-content-folder", ["path": folder.path]))
    }
    let findings = ContentLinter(
      folder: folder, languages: languages(beside: folder, context: context), grader: try context.grader()
    ).run()
    guard findings.isEmpty else {
      for finding in findings { context.console.writeError(VisibleText.escaped(finding.description) + "\n") }
      throw .failure(context.strings("lint.problems", ["count": String(findings.count)]))
    }
    context.console.write(context.strings("lint.clean", ["path": VisibleText.escaped(folder.path)]) + "\n")
  }

  /// The languages of the `Localization/` folder beside `folder`, as in a
  /// checkout; otherwise the installed ones.
  private func languages(beside folder: LocalPath, context: CommandContext) -> [Language] {
    let localization = folder.deletingLastPathComponent().appendingPathComponent("Localization")
    return FileBytes.isFolder(localization.path) ? Language.available(in: localization) : context.languages
  }
}
