import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// What one mock interview said, appended as it happens to `<stem>.jsonl`
/// (one record a line, for programs) and `<stem>.md` (to reread or share),
/// so end of input or Ctrl-C loses nothing already typed, and a long answer
/// costs one short write a line. Both files are new: interviews started in
/// the same second get `-2`, `-3`… and never share a file.
final class InterviewTranscript {
  enum Record {
    case asked(id: String, parent: String?, question: String, at: Int)
    case line(String)
    case graded(
      id: String, points: [String], graded: GradedAnswer, overridden: [Int], rating: Rating, suggested: Rating)
    case skipped(id: String)
    case quit
  }

  struct Labels {
    let title: String
    let followUp: String
    let skipped: String
    let youSaid: String
    /// "But you also said the other way round: “…”", for a point in doubt.
    let alsoSaid: (String) -> String
    let rating: (Rating) -> String
  }

  let stem: String
  private let json: OpenFile
  private let markdown: OpenFile
  private let labels: Labels
  private var depth: [String: Int] = [:]
  private let failure: (String, String) -> CLIError

  /// Creates both files under a free stem: `base`, else `base-2`, `base-3`…
  init(
    base: String, language: String, started: Int, labels: Labels, failure: @escaping (String, String) -> CLIError
  ) throws(CLIError) {
    self.labels = labels
    self.failure = failure
    var opened: (String, OpenFile, OpenFile)?
    for attempt in 1...1000 where opened == nil {
      let stem = attempt == 1 ? base : base + "-\(attempt)"
      do throws(SystemError) {
        let json = try OpenFile.create(stem + ".jsonl")
        do throws(SystemError) {
          opened = (stem, json, try OpenFile.create(stem + ".md"))
        } catch {
          json.close()
          FileSystem.remove(stem + ".jsonl")
          if !error.isTaken { throw error }
        }
      } catch {
        if !error.isTaken { throw failure(stem + ".jsonl", error.reason) }
      }
    }
    guard let (stem, json, markdown) = opened else { throw failure(base + ".jsonl", SystemError(code: 17).reason) }
    self.stem = stem
    self.json = json
    self.markdown = markdown
    try write(
      .object([
        ("type", .string("start")), ("version", .integer(2)), ("lang", .string(language)),
        ("started", .integer(started)),
      ]),
      "# \(labels.title)\n")
  }

  deinit {
    json.close()
    markdown.close()
  }

  func append(_ record: Record) throws(CLIError) {
    switch record {
    case .asked(let id, let parent, let question, let at):
      let level = parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
      depth[id] = level
      let label = level == 0 ? "" : "\(labels.followUp) "
      try write(
        .object([
          ("type", .string("asked")), ("id", .string(id)), ("parent", parent.map(JSON.string) ?? .null),
          ("question", .string(question)), ("at", .integer(at)),
        ]), "\n" + String(repeating: "#", count: min(level + 2, 6)) + " \(label)\(question)\n\n")
    case .line(let text):
      try write(.object([("type", .string("line")), ("text", .string(text))]), "> \(text)\n")
    case .graded(let id, let points, let graded, let overridden, let rating, let suggested):
      var entries: [JSON] = []
      var text = "\n"
      for (index, point) in points.enumerated() {
        let outcome = index < graded.points.count ? graded.points[index] : .missed
        var fields: JSONObject = [("text", .string(point)), ("outcome", .string(outcome.label))]
        var line = "- [\(outcome.isHit ? "x" : " ")] \(point)"
        if case .contradicted(let said) = outcome {
          fields["said"] = .string(said)
          line += " — \(labels.youSaid) “\(said)”"
        }
        if let said = graded.doubtful[index] {
          fields["alsoSaid"] = .string(said)
          line += " — " + labels.alsoSaid(said)
        }
        if overridden.contains(index) {
          fields["overridden"] = .bool(true)
          line += " ✎"
        }
        entries.append(.object(fields))
        text += line + "\n"
      }
      let orders = graded.orders.map { JSON.object([("before", .string($0.before)), ("after", .string($0.after))]) }
      text += "\n" + labels.rating(rating) + "\n"
      try write(
        .object([
          ("type", .string("graded")), ("id", .string(id)), ("points", .array(entries)), ("orders", .array(orders)),
          ("rating", .string(rating.name)), ("suggested", .string(suggested.name)),
        ]), text)
    case .skipped(let id):
      try write(.object([("type", .string("skipped")), ("id", .string(id))]), "> *\(labels.skipped)*\n")
    case .quit:
      try write(.object([("type", .string("quit"))]), "")
    }
  }

  private func write(_ record: JSON, _ text: String) throws(CLIError) {
    let line: String
    do {
      line = try record.encoded(.line) + "\n"
    } catch {
      throw failure(stem + ".jsonl", "\(error)")
    }
    guard FileBytes.write(Array(line.utf8), to: json.descriptor) else {
      throw failure(stem + ".jsonl", SystemError.last.reason)
    }
    guard text.isEmpty || FileBytes.write(Array(text.utf8), to: markdown.descriptor) else {
      throw failure(stem + ".md", SystemError.last.reason)
    }
  }
}
