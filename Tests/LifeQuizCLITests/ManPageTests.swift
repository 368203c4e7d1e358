import Foundation
import Testing

@testable import LifeQuizCLI

/// `lifequiz help --man`, read as roff source; `InstallTests` renders it
/// with `man -l` and checks for warnings.
@Suite("Man page")
struct ManPageTests {
  static let page = CLIRunner.run(["help", "--man"]).out

  /// The text between `.SH name` and the next section, hyphens unescaped.
  static func section(_ name: String) -> String {
    let parts = page.components(separatedBy: "\n.SH ")
    let body = parts.first { $0.hasPrefix(name + "\n") } ?? ""
    return body.replacingOccurrences(of: "\\-", with: "-")
  }

  /// Every variable the sources read: `environment["NAME"]`, and the lists
  /// of names a file reads through `environment[...]` (the language and
  /// character-set variables).
  static func variablesRead() throws -> Set<String> {
    let sources = BuiltProduct.root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && !$0.path.contains("/LifeQuizBenchmarks/") } ?? []
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      guard text.contains("environment[") else { continue }
      let direct = try Regex(#"environment\["([A-Z][A-Z0-9_]*)"\]"#)
      let list = try Regex(#"\[("[A-Z][A-Z0-9_]*", *)+"[A-Z][A-Z0-9_]*"\]"#)
      for match in text.matches(of: direct) { names.insert(String(text[match.range].dropFirst(13).dropLast(2))) }
      for match in text.matches(of: list) {
        for word in text[match.range].split(whereSeparator: { "[], \"".contains($0) }) { names.insert(String(word)) }
      }
    }
    return names
  }

  @Test("ENVIRONMENT names every variable the program reads")
  func environment() throws {
    let read = try Self.variablesRead()
    for name in ["LIFEQUIZ_HOME", "LIFEQUIZ_RESOURCES", "LIFEQUIZ_NOW", "NO_COLOR", "PAGER", "LANG", "LC_CTYPE"] {
      #expect(read.contains(name), "the source scan misses \(name)")
    }
    let section = Self.section("ENVIRONMENT")
    let documented = Set(
      section.split(whereSeparator: { !($0.isUppercase || $0.isNumber || $0 == "_") }).map(String.init))
    #expect(read.subtracting(documented).sorted() == [], "not in ENVIRONMENT")
  }

  @Test("FILES names the data folder, its files, the search index and the resources")
  func files() {
    let section = Self.section("FILES")
    for path in [
      "~/.local/share/lifequiz/", "history.jsonl", "progress.json", "progress.lock", "interviews/",
      "~/.cache/lifequiz/search-", "share/lifequiz/resources/", "LIFEQUIZ_RESOURCES", "--data-dir",
    ] {
      #expect(section.contains(path), "FILES lacks \(path)")
    }
  }

  @Test("An EXAMPLES section gives every command's examples, each a command line and what it does")
  func examples() {
    let section = Self.section("EXAMPLES")
    var shown = 0
    for command in LifeQuizCLI.commands.map({ $0.configuration }) where !command.exampleKeys.isEmpty {
      let body = section.components(separatedBy: "\n.SS ").first { $0.hasPrefix(command.name + "\n") } ?? ""
      #expect(
        body.components(separatedBy: ".TP\n.B ").count - 1 == command.exampleKeys.count, "\(command.name)")
      shown += command.exampleKeys.count
    }
    #expect(shown >= 20)
    #expect(!Self.section("COMMANDS").contains(".B lifequiz practice --"), "examples stay out of COMMANDS")
    // A backslash is \e: in a macro's argument \\n would become a number register.
    #expect(section.contains(#"printf '1 2\enquit\en'"#), "\(section)")
  }

  @Test("Every option with a default shows it, in the command it belongs to")
  func defaults() {
    var checked = 0
    for command in LifeQuizCLI.commands.map({ $0.configuration }) {
      let body = Self.section("COMMANDS").components(separatedBy: "\n.SS ").first { $0.hasPrefix(command.name + "\n") }
      let items = (body ?? "").components(separatedBy: ".TP\n")
      for option in command.options {
        let item = items.first { $0.hasPrefix("\\fB--\(option.name)\\fR") || $0.contains(", \\fB--\(option.name)\\fR") }
        #expect(item != nil, "\(command.name) lacks --\(option.name)")
        guard let value = option.defaultValue else { continue }
        #expect(item?.contains("Default: \(value).") == true, "\(command.name) --\(option.name) hides its default")
        checked += 1
      }
    }
    #expect(checked >= 10)
  }
}
