import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// `lifequiz interview`: a mock interview with follow-up questions (꼬리질문).
struct InterviewCommand: Command {
  static let count = Option.number("count", in: 1...50, default: 3, help: "interview-count")
  static let question = Option<String?>("question", placeholder: "id", completion: .questions)
  static let time = Option.number("time", in: 0...3600, default: 90, placeholder: "seconds")
  static let list = Flag("list", help: "interview-list")
  static let mode = Option<InterviewSession.Mode>("mode", default: .study)
  static let configuration = CommandConfiguration(
    name: "interview",
    options: [
      count, SharedOptions.topic, question, SharedOptions.seed, time, mode, SharedOptions.dataDirectory, list,
      SharedOptions.format,
    ],
    exampleCount: 4,
    hasDiscussion: true)

  let count: Int
  let topic: String?
  let question: String?
  let seed: UInt64?
  let limit: Int
  let dataDirectory: String?
  let list: Bool
  let format: DataFormat
  let mode: InterviewSession.Mode

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    count = arguments[Self.count]
    limit = arguments[Self.time]
    topic = arguments[SharedOptions.topic]
    question = arguments[Self.question]
    seed = arguments[SharedOptions.seed]
    dataDirectory = arguments[SharedOptions.dataDirectory]
    try context.requireNonEmpty(dataDirectory, option: "--data-dir", command: Self.configuration.name)
    list = arguments[Self.list]
    format = arguments[SharedOptions.format]
    mode = arguments[Self.mode]
  }

  func run(context: CommandContext) throws(CLIError) {
    try context.requireReadableInput()
    let strings = context.strings
    let library = try context.library()
    let material = try context.contentResult { () throws(ContentError) in
      try QuizMaterialBuilder.build(library, language: context.language)
    }
    let planner = InterviewPlanner(bank: material.recalls)
    if list {
      switch format {
      case .json: context.console.write(try context.json(listJSON(planner)))
      case .text: context.console.write(listText(planner, context))
      }
      return
    }
    let topicID = try topic.map { name throws(CLIError) in
      try context.topic(
        name, in: library, names: library.topics.flatMap { [$0.id] + $0.aliases }, command: Self.configuration.name
      ).id
    }
    let clock = try context.clock(command: Self.configuration.name)
    let started = clock.now()
    var random = SeededGenerator(seed: seed ?? UInt64(truncatingIfNeeded: started))
    let mains =
      try question.map { id throws(CLIError) in [try chosen(id, planner, context)] }
      ?? planner.choose(topic: topicID, count: count, using: &random)
    guard !mains.isEmpty else {
      throw .failure(strings("interview.no-questions", ["topic": topic ?? ""]))
    }
    let progress = ProgressFile(folder: ProgressFile.folder(flag: dataDirectory, environment: context.environment))
    let folder = progress.folder.appendingPathComponent("interviews").path
    // With its parents: a new user's first command may be this one, before
    // `~/.local/share` exists.
    guard FileBytes.makeFolder(folder) else {
      throw .failure(strings("error.interview-save", ["path": folder, "reason": SystemError.last.reason]))
    }
    let transcript = try InterviewTranscript(
      base: Self.stem(in: folder, at: started, clock: clock), language: context.language.rawValue, started: started,
      labels: .init(
        title: strings("interview.transcript-title"), followUp: strings("interview.follow-up"),
        skipped: strings("interview.skipped"), youSaid: strings("interview.you-said"),
        alsoSaid: { strings("grading.also-said", ["said": $0]) },
        rating: { strings("interview.rated", ["rating": GradedAnswerRenderer.ratingName($0, strings)]) }),
      failure: { path, reason in .failure(strings("error.interview-save", ["path": path, "reason": reason])) })
    let stem = transcript.stem
    if question == nil && mains.count < count {
      context.console.write(
        strings("interview.short", ["count": String(mains.count), "topic": topic ?? ""]) + "\n")
    }
    let welcome = strings(
      limit == 0 ? "interview.welcome-no-limit" : "interview.welcome",
      ["count": String(mains.count), "limit": String(limit), "file": stem + ".md"])
    context.console.write(
      DisplayWidth.wrap(welcome, width: context.width).map { context.palette.dim($0) + "\n" }.joined())
    if mode == .real { context.console.write(context.palette.dim(strings("interview.real-mode")) + "\n") }
    if context.console.isProcess {
      let message = strings("interview.interrupted", ["file": stem + ".md"])
      Interrupt.install(message: DisplayWidth.wrap(message, width: context.width).joined(separator: "\n"))
    }
    let session = InterviewSession(
      context: context, planner: planner, grader: try context.grader(),
      vocabulary: try context.contentResult { () throws(ContentError) in
        try PracticeVocabulary.answers(localizationFolder: context.resources.localizationFolder)
      },
      now: clock.now, limit: limit, mode: mode, transcript: transcript,
      record: { question, rating throws(CLIError) in
        let review = ReviewRecord(
          item: QuizItem(kind: .recall, source: question.id, topic: question.topic, style: nil).id,
          kind: QuestionKind.recall.rawValue, topic: question.topic, at: clock.now(), rating: rating,
          correct: rating != .again)
        _ = try context.progress { () throws(ProgressError) in try progress.record(review, scheduler: FSRSScheduler()) }
      })
    let asked = try session.run(mains)
    context.console.write(InterviewSummary(context: context, library: library).render(asked, stem: stem, mode: mode))
  }

  /// The question named by --question, a main question or a follow-up.
  private func chosen(_ id: String, _ planner: InterviewPlanner, _ context: CommandContext) throws(CLIError)
    -> InterviewPlanner.Question
  {
    if let match = planner.bank.first(where: { $0.id == id }) { return match }
    var message = context.strings("interview.unknown-question", ["id": id])
    if let near = Suggestion.nearest(to: id, in: planner.bank.map(\.id)) {
      message += " " + context.strings("error.did-you-mean", ["name": near])
    }
    throw .usage(message + " " + context.strings("interview.see-list"), command: Self.configuration.name)
  }

  /// `<folder>/2026-11-23T101500`; the transcript adds `-2`, `-3`… when taken.
  static func stem(in folder: String, at time: Int, clock: Clock) -> String {
    let seconds = ((time + clock.offset) % 86_400 + 86_400) % 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return folder + "/" + clock.describe(time) + "T" + two(seconds / 3600) + two(seconds / 60 % 60) + two(seconds % 60)
  }

  private func listJSON(_ planner: InterviewPlanner) -> JSON {
    .object([
      (
        "questions",
        .array(
          planner.bank.map { question in
            .object([
              ("id", .string(question.id)), ("parent", question.parent.map(JSON.string) ?? .null),
              ("topic", .string(question.topic)), ("question", .string(question.question)),
            ])
          })
      )
    ])
  }

  /// Main questions with their follow-ups indented beneath, in bank order.
  private func listText(_ planner: InterviewPlanner, _ context: CommandContext) -> String {
    var out = ""
    func walk(_ question: InterviewPlanner.Question, depth: Int) {
      let indent = String(repeating: "  ", count: depth) + (depth == 0 ? "" : "↳ ")
      let head = indent + question.id + "  "
      let lines = DisplayWidth.wrap(question.question, width: max(20, context.width - DisplayWidth.of(head)))
      for (index, line) in lines.enumerated() {
        out +=
          (index == 0 ? context.palette.dim(head) : String(repeating: " ", count: DisplayWidth.of(head))) + line + "\n"
      }
      // The linter rejects cycles; the bound keeps damaged content from looping.
      guard depth < 8 else { return }
      for child in planner.bank where child.parent == question.id { walk(child, depth: depth + 1) }
    }
    for question in planner.mainQuestions(topic: nil) { walk(question, depth: 0) }
    return out
  }
}
