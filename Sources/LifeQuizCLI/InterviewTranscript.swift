import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage

/// What one mock interview said, saved after every line of an answer as
/// `<stem>.json` (for programs) and `<stem>.md` (to reread or share), so end
/// of input or Ctrl-C loses nothing already typed.
struct InterviewTranscript {
  struct Entry {
    let id: String
    let parent: String?
    let question: String
    var answer: [String] = []
    var seconds = 0
    var points: [(text: String, hit: Bool)] = []
  }

  let language: String
  /// Seconds since 1970.
  let started: Int
  var entries: [Entry] = []

  func json() -> JSON {
    .object([
      ("version", .integer(1)),
      ("lang", .string(language)),
      ("started", .integer(started)),
      (
        "questions",
        .array(
          entries.map { entry in
            .object([
              ("id", .string(entry.id)),
              ("parent", entry.parent.map(JSON.string) ?? .null),
              ("question", .string(entry.question)),
              ("answer", .string(entry.answer.joined(separator: "\n"))),
              ("seconds", .integer(entry.seconds)),
              (
                "points",
                .array(entry.points.map { .object([("text", .string($0.text)), ("hit", .bool($0.hit))]) })
              ),
            ])
          })
      ),
    ])
  }

  /// A transcript in Markdown: each question as a heading (follow-ups one
  /// level deeper), the answer quoted, then the key points ticked.
  func markdown(title: String, followUp: String, noAnswer: String) -> String {
    var out = "# \(title)\n"
    var depth: [String: Int] = [:]
    for entry in entries {
      let level = entry.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
      depth[entry.id] = level
      let label = level == 0 ? "" : "\(followUp) "
      out += "\n" + String(repeating: "#", count: min(level + 2, 6)) + " \(label)\(entry.question)\n\n"
      let lines = entry.answer.filter { !$0.allSatisfy(\.isWhitespace) }
      out += lines.isEmpty ? "> *\(noAnswer)*\n" : lines.map { "> \($0)\n" }.joined()
      if !entry.points.isEmpty { out += "\n" }
      for point in entry.points { out += "- [\(point.hit ? "x" : " ")] \(point.text)\n" }
    }
    return out
  }

  /// Writes both files; returns the system's reason on failure.
  func save(stem: String, title: String, followUp: String, noAnswer: String) -> String? {
    let text: String
    do {
      text = try json().encoded()
    } catch {
      return "\(error)"
    }
    return AtomicFile.write(text, to: stem + ".json")
      ?? AtomicFile.write(markdown(title: title, followUp: followUp, noAnswer: noAnswer), to: stem + ".md")
  }
}
