import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import LifecycleCore
import QuizEngine

/// `lifequiz practice`: the quiz, with spaced repetition.
struct PracticeCommand: Command {
  static let kind = Option<QuestionKind?>("kind")
  static let count = Option.number("count", in: 1...500, default: 10)
  static let cram = Flag("cram")
  static let newPerDay = Option.number("new", in: 0...500, default: 20, help: "new-per-day")
  static let unsuspend = Option<String?>("unsuspend", placeholder: "id")
  static let configuration = CommandConfiguration(
    name: "practice",
    options: [
      SharedOptions.topic, SharedOptions.styleFilter, kind, count, cram, newPerDay, SharedOptions.seed,
      SharedOptions.dataDirectory, unsuspend,
    ],
    exampleCount: 5,
    hasDiscussion: true)

  let topic: String?
  let style: AppStyle?
  let kind: QuestionKind?
  let count: Int
  let newPerDay: Int
  let cram: Bool
  let seed: UInt64?
  let dataDirectory: String?
  let unsuspendItem: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    topic = arguments[SharedOptions.topic]
    style = arguments[SharedOptions.styleFilter]
    kind = arguments[Self.kind]
    count = arguments[Self.count]
    newPerDay = arguments[Self.newPerDay]
    cram = arguments[Self.cram]
    seed = arguments[SharedOptions.seed]
    dataDirectory = arguments[SharedOptions.dataDirectory]
    unsuspendItem = arguments[Self.unsuspend]
    try context.requireNonEmpty(dataDirectory, option: "--data-dir", command: Self.configuration.name)
  }

  func run(context: CommandContext) throws(CLIError) {
    if let unsuspendItem { return try unsuspend(unsuspendItem, context: context) }
    try context.requireReadableInput()
    let strings = context.strings
    let library = try context.library()
    let topicID = try resolveTopic(library, context)
    // Every item and its name from the catalogue (made from the content
    // when the files changed); the material only for the items asked.
    let catalogue: ItemCatalogueCache.Catalogue
    if let cached = context.itemCatalogue() {
      catalogue = cached
    } else {
      catalogue = try everyItem(library, context: context)
    }
    let vocabulary = try context.contentResult { () throws(ContentError) in
      try PracticeVocabulary.answers(localizationFolder: context.resources.localizationFolder)
    }
    let everything = catalogue.items
    let matched = matching(everything, topic: topicID, kind: kind, style: style)
    let clock = try context.clock(command: Self.configuration.name)
    let store = progressFile(clock: clock, context: context)
    let (states, suspended) = try context.progress { () throws(ProgressError) in try store.statesAndSuspended() }
    let items = matched.filter { !suspended.contains($0.id) }
    context.show(store.warnings)
    var shownWarnings = store.warnings.count
    let now = clock.now()
    let today = clock.day(now)
    let newToday = states.values.filter { clock.day($0.firstReview) == today }.count
    let seed = self.seed ?? UInt64(now)
    var random = SeededGenerator(seed: seed)
    let plan = SessionPlanner().plan(
      items, states: states, now: now, count: count, newLimit: newPerDay, newToday: newToday, cram: cram,
      using: &random)
    guard !items.isEmpty else {
      context.console.write(noMatch(everything, topic: topicID, strings) + "\n")
      return
    }
    guard !plan.isEmpty else {
      context.console.write(nothingDue(items, states, clock, strings) + "\n")
      return
    }
    let material = try context.contentResult { () throws(ContentError) in
      try QuizMaterialBuilder.build(
        library, language: context.language, sources: Set(plan.map(\.source)), ways: false)
    }
    if context.console.isProcess {
      Interrupt.install(message: strings("practice.interrupted"))
    }
    // A first session starts with where else to begin, once.
    if states.isEmpty {
      context.console.write(
        DisplayWidth.wrap(strings("practice.first-run"), width: context.width).map { $0 + "\n" }.joined() + "\n")
    }
    let welcome = strings("practice.welcome", ["count": String(plan.count), "folder": store.folder.path])
    context.console.write(
      DisplayWidth.wrap(welcome, width: context.width).map { context.palette.dim($0) + "\n" }.joined())
    if plan.count < count {
      let reason = shortSession(items, states: states, now: now, planned: plan.count, topic: topicID, strings)
      context.console.write(
        DisplayWidth.wrap(reason, width: context.width).map { context.palette.dim($0) + "\n" }.joined())
    }
    var titles = ItemTitles(strings: strings, material: material)
    titles.names = catalogue.names
    titles.topics = catalogue.topics
    let session = PracticeSession(
      context: context, generator: QuestionGenerator(material: material), store: store, scheduler: FSRSScheduler(),
      now: clock.now,
      explain: { topic in
        guard let entry = library.topic(topic) else { return nil }
        let localized = (try? library.page(topic, context.language)) ?? nil
        guard let page = localized ?? ((try? library.page(topic, .english)) ?? nil) else { return nil }
        let blocks = MarkdownParser().parse(page.body).blocks
        var renderer = PageRenderer(context: context, library: library)
        renderer.scenarios = (try? PageRenderer.scenarios(named: blocks, in: library)) ?? [:]
        return renderer.text(page, blocks: blocks, match: .topic(entry))
      },
      notes: Lazy { (try? QuizMaterialBuilder.callbackNotes(library, language: context.language)) ?? [:] }.value,
      showNewWarnings: {
        context.show(Array(store.warnings.dropFirst(shownWarnings)))
        shownWarnings = store.warnings.count
      },
      grade: recallGrading(plan, library: library, context: context),
      vocabulary: vocabulary, topicTitles: titles.topics)
    let outcome = try session.run(plan, seed: seed &+ 1)
    // The states read at the start, with this session's answers applied.
    // Suspended items are never due, so the summary leaves them out.
    let all = states.merging(outcome.states) { _, new in new }.filter {
      !suspended.contains($0.key) && !outcome.suspended.contains($0.key)
    }
    context.console.write(
      SessionSummary(
        strings: strings, palette: context.palette, width: context.width, clock: clock, titles: titles
      ).render(
        outcome, states: all, planned: plan.count))
  }

  /// Grades a recall answer with the grader and the question's ways, both
  /// read on first use.
  private func recallGrading(_ plan: [QuizItem], library: ContentLibrary, context: CommandContext)
    -> (String, QuizMaterial.RecallSpec) throws(CLIError) -> GradedAnswer
  {
    let grader = Lazy { () throws(CLIError) in try context.grader() }
    let recalls = Lazy { () throws(ContentError) in
      try QuizMaterialBuilder.build(
        library, language: context.language, sources: Set(plan.filter { $0.kind == .recall }.map(\.source))
      ).recalls
    }
    return { (answer, question) throws(CLIError) in
      let points = try context.contentResult { () throws(ContentError) in
        guard let asked = try recalls.value().first(where: { $0.id == question.id }) else {
          // The file changed since the question was asked.
          let file = library.folder.appendingPathComponent("questions.json").path
          throw ContentError(file: file, key: question.id, reason: "is no longer in the file")
        }
        return asked.keyPoints
      }
      return try grader.value().grade(answer, points: points.map(\.graded), reference: question.reference)
    }
  }

  /// The catalogue made from the content itself, for when the cached one
  /// cannot be made: the content's error is the one shown.
  private func everyItem(_ library: ContentLibrary, context: CommandContext) throws(CLIError)
    -> ItemCatalogueCache.Catalogue
  {
    let material = try context.contentResult { () throws(ContentError) in
      try QuizMaterialBuilder.build(library, language: context.language, ways: false)
    }
    return ItemCatalogueCache.Catalogue(
      items: QuestionGenerator(material: material).items(), names: [:], topics: [:])
  }

  /// The learner's progress in `--data-dir` (or the default folder), local days by `clock`.
  private func progressFile(clock: Clock, context: CommandContext) -> ProgressFile {
    ProgressFile(
      folder: ProgressFile.folder(flag: dataDirectory, environment: context.environment), dayOffset: clock.offset)
  }

  /// `--unsuspend ID`: the item is asked again when due; an item that is not
  /// suspended is a usage error that lists those that are.
  private func unsuspend(_ item: String, context: CommandContext) throws(CLIError) {
    let clock = try context.clock(command: Self.configuration.name)
    let store = progressFile(clock: clock, context: context)
    let changed = try context.progress { () throws(ProgressError) in
      try TerminationSignals.holding { () throws(ProgressError) in try store.setSuspended(item, false, at: clock.now())
      }
    }
    context.show(store.warnings)
    guard changed else {
      let suspended = try context.progress { () throws(ProgressError) in try store.suspended() }.sorted()
      let key = suspended.isEmpty ? "practice.unsuspend.none" : "practice.unsuspend.not"
      throw .usage(
        context.strings(key, ["item": item, "items": suspended.joined(separator: ", ")]),
        command: Self.configuration.name)
    }
    context.console.write(context.strings("practice.unsuspend.done", ["item": item]) + "\n")
  }

  private func resolveTopic(_ library: ContentLibrary, _ context: CommandContext) throws(CLIError) -> String? {
    guard let topic else { return nil }
    let names = library.topics.flatMap { [$0.id] + $0.aliases }
    return try context.topic(topic, in: library, names: names, command: Self.configuration.name).id
  }

  private func matching(_ items: [QuizItem], topic: String?, kind: QuestionKind?, style: AppStyle?) -> [QuizItem] {
    items.filter { item in
      (topic == nil || item.topic == topic) && (kind == nil || item.kind == kind)
        && (style == nil || item.style == nil || item.style == style)
    }
  }

  /// The filters as typed on the command line: `--kind trap --topic suspended`.
  private func filters(topic: String?, kind: QuestionKind?, style: AppStyle?) -> String {
    var parts: [String] = []
    if let kind { parts.append("--kind \(kind.rawValue)") }
    if let topic { parts.append("--topic \(topic)") }
    if let style { parts.append("--style \(style.rawValue)") }
    return parts.joined(separator: " ")
  }

  /// Why a session asks fewer questions than --count: the filters match
  /// fewer items, or only so many are due or new today.
  private func shortSession(
    _ items: [QuizItem], states: [String: MemoryState], now: Int, planned: Int, topic: String?, _ strings: Localizer
  ) -> String {
    let described = filters(topic: topic, kind: kind, style: style)
    if items.count == planned {
      let key = described.isEmpty ? "practice.short.all" : items.count == 1 ? "practice.short.one" : "practice.short"
      return strings(key, ["count": String(items.count), "filters": described, "asked": String(self.count)])
    }
    let due = items.filter { states[$0.id].map { $0.due <= now } ?? false }.count
    return strings(
      "practice.short.due",
      ["count": String(planned), "due": String(due), "new": String(planned - due), "asked": String(self.count)])
  }

  /// Nothing matches: the first set of filters, one dropped at a time, that
  /// matches something, as a command to run.
  private func noMatch(_ all: [QuizItem], topic: String?, _ strings: Localizer) -> String {
    let described = filters(topic: topic, kind: kind, style: style)
    let tries: [(String?, QuestionKind?, AppStyle?)] = [
      (topic, kind, nil), (topic, nil, style), (nil, kind, style), (topic, nil, nil), (nil, kind, nil),
    ]
    for (topic, kind, style) in tries where !matching(all, topic: topic, kind: kind, style: style).isEmpty {
      let command = (["lifequiz practice"] + [filters(topic: topic, kind: kind, style: style)].filter { !$0.isEmpty })
        .joined(separator: " ")
      return strings("practice.nothing", ["filters": described, "command": command])
    }
    return strings("practice.nothing", ["filters": described, "command": "lifequiz practice"])
  }

  private func nothingDue(_ items: [QuizItem], _ states: [String: MemoryState], _ clock: Clock, _ strings: Localizer)
    -> String
  {
    let next = items.compactMap { states[$0.id]?.due }.min()
    guard let next else { return strings("practice.nothing") }
    return strings("practice.nothing-due", ["date": clock.describe(next)])
  }
}
