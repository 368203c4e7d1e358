import LifeQuizPlatform
import LifecycleCore
import QuizEngine

/// Checks a `Content/` folder against the rules in `LintRule`: parity of
/// every language with English, names the core knows, scenarios the core
/// accepts, references that resolve, the Markdown subset, and no
/// hand-written traces.
public struct ContentLinter: Sendable {
  public let folder: LocalPath
  /// The languages whose texts, pages and aliases must all be there.
  public let languages: [Language]
  /// Checks key points against their model answers; nil skips those rules.
  public let grader: ClaimGrader?

  public init(folder: LocalPath, languages: [Language], grader: ClaimGrader? = nil) {
    self.folder = folder
    self.languages = languages
    self.grader = grader
  }

  public func run() -> [LintFinding] {
    let library: ContentLibrary
    let scenarios: [ScenarioEntry]
    let byID: [String: ScenarioEntry]
    let callbacks: [CallbackEntry]
    let questions: [QuestionEntry]
    let misconceptions: [MisconceptionEntry]
    let sources: SourceCatalog
    do throws(ContentError) {
      library = try ContentLibrary(folder: folder)
      scenarios = try library.scenarios()
      byID = scenarios.byID
      callbacks = try library.callbacks()
      questions = try library.questions()
      misconceptions = try library.misconceptions(checkedAgainst: byID)
      sources = try library.sources()
    } catch {
      return [LintFinding(rule: .damagedFile, file: relative(error.file), location: error.key, message: error.reason)]
    }
    var findings = Findings(folder: folder)
    checkIDs(library, scenarios, callbacks, questions, misconceptions, &findings)
    checkScenarios(library, scenarios, &findings)
    checkCallbacks(library, byID, callbacks, &findings)
    checkQuestions(library, byID, questions, &findings)
    checkMisconceptions(library, byID, misconceptions, &findings)
    checkTopics(library, byID, callbacks, &findings)
    checkAliases(&findings)
    checkSources(library, sources, &findings)
    if let grader { checkGrading(library, questions, grader, &findings) }
    return findings.items
  }

  /// No way of saying a point is a word that carries nothing alone, and
  /// every model answer states every point of its question.
  private func checkGrading(
    _ library: ContentLibrary, _ questions: [QuestionEntry], _ grader: ClaimGrader, _ findings: inout Findings
  ) {
    for question in questions {
      for (number, point) in question.keyPoints.enumerated() {
        for language in languages {
          for expression in point.keywords[language] where grader.isGeneric(expression) {
            findings.add(
              .genericKeyword, "grading.json",
              "\(question.id).keyPoints[\(number)].keywords.\(language.rawValue)", "'\(expression)' says nothing alone")
          }
        }
      }
    }
    for language in languages {
      guard let material = try? QuizMaterialBuilder.build(library, language: language) else { continue }
      for spec in material.recalls {
        let graded = grader.grade(spec.answer, points: spec.keyPoints.map(\.graded), reference: spec.reference)
        for (number, outcome) in graded.points.enumerated() where !outcome.isHit {
          findings.add(
            .modelAnswerMisses, "questions.json", "\(spec.id).keyPoints[\(number)] (\(language.rawValue))",
            "the model answer \(outcome.isContradicted ? "contradicts" : "misses") '\(spec.keyPoints[number].text)'")
        }
        // The answer itself must earn *good*: a point it hits only by one
        // everyday word would tell a learner who typed it to try harder.
        for number in graded.thin.sorted() {
          findings.add(
            .modelAnswerMisses, "questions.json", "\(spec.id).keyPoints[\(number)] (\(language.rawValue))",
            "the model answer says '\(spec.keyPoints[number].text)' only in one everyday word; add a way it says in full"
          )
        }
        for number in graded.loose.sorted() {
          findings.add(
            .modelAnswerMisses, "questions.json", "\(spec.id).keyPoints[\(number)] (\(language.rawValue))",
            "the model answer says '\(spec.keyPoints[number].text)' only without one of a way's words; add a way it says in full"
          )
        }
        for order in graded.orders {
          findings.add(
            .modelAnswerMisses, "questions.json", "\(spec.id).answer (\(language.rawValue))",
            "the model answer puts \(order.before) before \(order.after), against its scenario")
        }
      }
    }
  }

  /// Every badge note names its sources; every id named is listed; every
  /// source listed is named somewhere.
  private func checkSources(_ library: ContentLibrary, _ catalog: SourceCatalog, _ findings: inout Findings) {
    let listed = Set(catalog.sources.map(\.id))
    var seen: Set<String> = []
    for source in catalog.sources where !seen.insert(source.id).inserted {
      findings.add(.duplicateID, "sources.json", "sources", "'\(source.id)' is listed twice")
    }
    for note in VarianceNote.allCases where (catalog.notes[note.rawValue] ?? []).isEmpty {
      findings.add(.unsourcedNote, "sources.json", "notes", "'\(note.rawValue)' names no source")
    }
    let notes = Set(VarianceNote.allCases.map(\.rawValue))
    let topics = Set(library.topics.map(\.id))
    for (group, lists, known) in [("notes", catalog.notes, notes), ("topics", catalog.topics, topics)] {
      for (key, ids) in lists.sorted(by: { $0.key < $1.key }) {
        if !known.contains(key) { findings.add(.unknownSource, "sources.json", "\(group).\(key)", "is not a known id") }
        for id in ids where !listed.contains(id) {
          findings.add(.unknownSource, "sources.json", "\(group).\(key)", "names '\(id)', which is not listed")
        }
      }
    }
    let cited = Set(catalog.notes.values.joined()).union(catalog.topics.values.joined())
    for source in catalog.sources where !cited.contains(source.id) {
      findings.add(.unusedSource, "sources.json", "sources", "'\(source.id)' is cited nowhere")
    }
  }

  private func relative(_ path: String) -> String { Findings(folder: folder).relative(path) }

  // MARK: - Rules

  private func checkIDs(
    _ library: ContentLibrary, _ scenarios: [ScenarioEntry], _ callbacks: [CallbackEntry], _ questions: [QuestionEntry],
    _ misconceptions: [MisconceptionEntry],
    _ findings: inout Findings
  ) {
    let groups: [(String, String, [String])] = [
      ("topics.json", "topics", library.topics.map(\.id) + callbacks.map(\.pageID)),
      ("scenarios.json", "scenarios", scenarios.map(\.id)),
      ("questions.json", "questions", questions.map(\.id)),
      ("misconceptions.json", "misconceptions", misconceptions.map(\.id)),
      ("topics.json", "aliases", library.topics.flatMap(\.aliases) + callbacks.flatMap(\.aliases)),
    ]
    for (file, kind, ids) in groups {
      var seen: Set<String> = []
      for id in ids where !seen.insert(id.lowercased()).inserted {
        findings.add(.duplicateID, file, kind, "'\(id)' is used twice")
      }
    }
  }

  private func checkScenarios(_ library: ContentLibrary, _ scenarios: [ScenarioEntry], _ findings: inout Findings) {
    // Two scenarios with one style, one list of events and the same restoration
    // choice would ask the same question twice.
    var firstWithEvents: [String: String] = [:]
    for (index, scenario) in scenarios.enumerated() {
      let key = "scenarios[\(index)] (\(scenario.id))"
      let signature =
        scenario.style.rawValue + (scenario.restoration ? " restoration " : " ")
        + scenario.events.joined(separator: " ")
      if let earlier = firstWithEvents[signature] {
        findings.add(.duplicateScenario, "scenarios.json", key, "same style, events and restoration as '\(earlier)'")
      } else {
        firstWithEvents[signature] = scenario.id
      }
      checkLocalized(scenario.title, "scenarios.json", "\(key).title", &findings)
      checkLocalized(scenario.situation, "scenarios.json", "\(key).situation", &findings)
      for topic in scenario.topics where library.topic(topic) == nil {
        findings.add(.brokenReference, "scenarios.json", "\(key).topics", "no topic '\(topic)'")
      }
      checkEvents(style: scenario.style, names: scenario.events, "scenarios.json", "\(key).events", &findings)
    }
  }

  private func checkEvents(
    style: AppStyle, names: [String], _ file: String, _ location: String, _ findings: inout Findings
  ) {
    var events: [LifecycleEvent] = []
    for name in names {
      guard case .success(let event) = LifecycleEvent.parse(name) else {
        findings.add(.unknownEvent, file, location, "'\(name)' is not an event")
        return
      }
      events.append(event)
    }
    if events.isEmpty {
      findings.add(.rejectedScenario, file, location, "a scenario needs at least one event")
    } else if let failure = Scenario(style: style, events: events).run().failure {
      findings.add(
        .rejectedScenario, file, location,
        "event \(failure.index + 1) (\(failure.rejection.event.name)) is impossible in state \(failure.rejection.appState.rawValue)"
      )
    }
  }

  private func checkCallbacks(
    _ library: ContentLibrary, _ scenarios: [String: ScenarioEntry], _ callbacks: [CallbackEntry],
    _ findings: inout Findings
  ) {
    for (index, entry) in callbacks.enumerated() {
      let key = "callbacks[\(index)] (\(entry.selector))"
      checkLocalized(entry.when, "callbacks.json", "\(key).when", &findings)
      checkLocalized(entry.todo, "callbacks.json", "\(key).do", &findings)
      guard let kind = entry.callback else {
        findings.add(.unknownCallback, "callbacks.json", key, "'\(entry.selector)' is not a life-cycle delegate method")
        continue
      }
      guard let scenario = scenarios[entry.scenario] else {
        findings.add(.brokenReference, "callbacks.json", "\(key).scenario", "no scenario '\(entry.scenario)'")
        continue
      }
      if let trace = scenario.run(), !trace.callbacks.contains(where: kind.matches) {
        findings.add(
          .callbackNotInScenario, "callbacks.json", "\(key).scenario", "scenario '\(scenario.id)' never calls it")
      }
    }
    let covered = Set(callbacks.map(\.selector))
    let all = AppDelegateMethod.allCases.map(\.rawValue) + SceneDelegateMethod.allCases.map(\.rawValue)
    for selector in all where !covered.contains(selector) {
      findings.add(.uncoveredCallback, "callbacks.json", "callbacks", "\(selector) has no entry")
    }
  }

  private func checkQuestions(
    _ library: ContentLibrary, _ scenarios: [String: ScenarioEntry], _ questions: [QuestionEntry],
    _ findings: inout Findings
  ) {
    let ids = Set(questions.map(\.id))
    for (index, question) in questions.enumerated() {
      let key = "questions[\(index)] (\(question.id))"
      checkLocalized(question.question, "questions.json", "\(key).question", &findings)
      checkLocalized(question.answer, "questions.json", "\(key).answer", &findings)
      if library.topic(question.topic) == nil {
        findings.add(.brokenReference, "questions.json", "\(key).topic", "no topic '\(question.topic)'")
      }
      if let parent = question.parent, !ids.contains(parent) {
        findings.add(.brokenReference, "questions.json", "\(key).parent", "no question '\(parent)'")
      }
      let parentPoints = questions.first { $0.id == question.parent }?.keyPoints.count
      switch (question.probes, parentPoints) {
      case (nil, nil): break
      case (let probes?, let count?) where count > probes && probes >= 0: break
      case (nil, _?): findings.add(.followUpProbe, "questions.json", "\(key).probes", "a follow-up without probes")
      case (let probes?, let count):
        findings.add(
          .followUpProbe, "questions.json", "\(key).probes",
          count.map { "\(probes) is not one of the parent's \($0) key points" } ?? "a main question with probes")
      }
      if let scenario = question.scenario, scenarios[scenario] == nil {
        findings.add(.brokenReference, "questions.json", "\(key).scenario", "no scenario '\(scenario)'")
      }
      for (number, point) in question.keyPoints.enumerated() {
        checkLocalized(point.text, "questions.json", "\(key).keyPoints[\(number)].text", &findings)
        for language in languages where point.keywords[language].isEmpty {
          findings.add(
            .missingKeywords, "grading.json", "\(key).keyPoints[\(number)].keywords.\(language.rawValue)",
            "no keywords")
        }
      }
    }
  }

  private func checkMisconceptions(
    _ library: ContentLibrary, _ scenarios: [String: ScenarioEntry], _ misconceptions: [MisconceptionEntry],
    _ findings: inout Findings
  ) {
    for (index, item) in misconceptions.enumerated() {
      let key = "misconceptions[\(index)] (\(item.id))"
      checkLocalized(item.claim, "misconceptions.json", "\(key).claim", &findings)
      checkLocalized(item.reason, "misconceptions.json", "\(key).reason", &findings)
      if library.topic(item.topic) == nil {
        findings.add(.brokenReference, "misconceptions.json", "\(key).topic", "no topic '\(item.topic)'")
      }
      switch (item.check, item.holds) {
      case (nil, nil), (.some, .some):
        findings.add(.unsettledClaim, "misconceptions.json", key, "needs exactly one of 'check' and 'holds'")
      case (.some(let check), nil):
        if scenarios[check.scenario] == nil {
          findings.add(
            .brokenReference, "misconceptions.json", "\(key).check.scenario", "no scenario '\(check.scenario)'")
        }
        if AppDelegateMethod(rawValue: check.callback) == nil && SceneDelegateMethod(rawValue: check.callback) == nil {
          findings.add(
            .unknownCallback, "misconceptions.json", "\(key).check.callback",
            "'\(check.callback)' is not a delegate method")
        }
      case (nil, .some):
        break
      }
    }
  }

  private func checkTopics(
    _ library: ContentLibrary, _ scenarios: [String: ScenarioEntry], _ callbacks: [CallbackEntry],
    _ findings: inout Findings
  ) {
    let topicIDs = Set(library.topics.map(\.id))
    for topic in library.topics {
      for related in topic.related
      where !topicIDs.contains(related) && !callbacks.contains(where: { $0.pageID == related }) {
        findings.add(.brokenReference, "topics.json", "topics (\(topic.id)).related", "no topic '\(related)'")
      }
      var traces: [Language: [TraceReference]] = [:]
      for language in languages {
        let file = "\(language.rawValue)/topics/\(topic.id).md"
        let page: TopicPage?
        do {
          page = try library.page(topic.id, language)
        } catch {
          findings.add(.damagedFile, file, error.key, error.reason)
          continue
        }
        guard let page else {
          findings.add(.missingPage, file, "(file)", "topic '\(topic.id)' has no \(language.rawValue) page")
          continue
        }
        traces[language] = checkPage(page, file: file, scenarios: scenarios, &findings)
      }
      for language in languages where language != .english {
        guard let english = traces[.english], let translated = traces[language], translated != english else { continue }
        findings.add(
          .translationDrift, "\(language.rawValue)/topics/\(topic.id).md", "(file)",
          "its trace blocks differ from the English page")
      }
    }
    for language in languages {
      let pages = folder.appendingPathComponent("\(language.rawValue)/topics")
      let names = FileBytes.names(in: pages.path)
      for name in names.sorted() where name.hasSuffix(".md") && !topicIDs.contains(String(name.dropLast(3))) {
        findings.add(.missingPage, "\(language.rawValue)/topics/\(name)", "(file)", "no entry in topics.json")
      }
    }
  }

  /// Checks one page; returns its trace references for the parity check.
  private func checkPage(
    _ page: TopicPage, file: String, scenarios: [String: ScenarioEntry], _ findings: inout Findings
  ) -> [TraceReference] {
    let (blocks, problems) = MarkdownParser().parse(page.body, firstLine: page.bodyLine)
    for problem in problems {
      findings.add(.unsupportedMarkdown, file, "line \(problem.line)", problem.message)
    }
    var references: [TraceReference] = []
    for block in blocks {
      switch block {
      case .trace(let reference, let line, _):
        references.append(reference)
        switch reference {
        case .scenario(let id, let focus):
          if let scenario = scenarios[id] {
            if let focus, focus > scenario.events.count {
              findings.add(.brokenReference, file, "line \(line)", "scenario '\(id)' has no step \(focus)")
            }
          } else {
            findings.add(.brokenReference, file, "line \(line)", "no scenario '\(id)'")
          }
        case .events(let style, let events):
          checkEvents(style: style, names: events, file, "line \(line)", &findings)
        }
      case .list(_, let items):
        if HandWrittenTrace.inList(items) {
          findings.add(.handWrittenTrace, file, "(list)", "a list spells out callbacks in order")
        }
        items.forEach { checkText($0, file, &findings) }
      case .code(let text):
        let lines = text.split(separator: "\n").map(String.init)
        if HandWrittenTrace.inList(lines) || lines.contains(where: HandWrittenTrace.inLine) {
          findings.add(.handWrittenTrace, file, "(code block)", "a code block spells out callbacks in order")
        }
      case .paragraph(let text), .heading(_, let text):
        checkText(text, file, &findings)
      case .table(let header, let rows):
        (header + rows.flatMap { $0 }).forEach { checkText($0, file, &findings) }
      case .callbackTable:
        break
      }
    }
    return references
  }

  private func checkText(_ text: String, _ file: String, _ findings: inout Findings) {
    if HandWrittenTrace.inLine(text) {
      findings.add(.handWrittenTrace, file, "(text)", "'\(text.prefix(60))…' chains callbacks with arrows")
    }
    for span in InlineSpan.parse(text) {
      guard case .code(let code) = span, HandWrittenTrace.looksLikeSelector(code) else { continue }
      if AppDelegateMethod(rawValue: code) == nil && SceneDelegateMethod(rawValue: code) == nil
        && !HandWrittenTrace.otherKnownSelectors.contains(code)
      {
        findings.add(.unknownCallback, file, "(text)", "`\(code)` is not a known selector")
      }
    }
  }

  private func checkLocalized(_ text: Localized, _ file: String, _ key: String, _ findings: inout Findings) {
    for language in languages where !text.has(language) {
      findings.add(.missingTranslation, file, "\(key).\(language.rawValue)", "is missing")
    }
  }
}

/// Collects findings with paths relative to the content folder.
extension ContentLinter {
  /// The search alias table: one file per language, each group two or more
  /// different phrases, no phrase in two groups.
  fileprivate func checkAliases(_ findings: inout Findings) {
    for language in languages {
      let file = "\(language.rawValue)/aliases.json"
      let url = SearchAliases.url(language, in: folder)
      guard FileBytes.exists(url.path) else {
        findings.add(.missingTranslation, file, "(file)", "is missing")
        continue
      }
      let groups: [[String]]
      do throws(ContentError) {
        var read: [[String]] = []
        for group in try ContentLibrary.document(url)["aliases"].array() { read.append(try group.strings()) }
        groups = read
      } catch {
        findings.add(.damagedFile, file, error.key, error.reason)
        continue
      }
      var seen: Set<String> = []
      for (index, group) in groups.enumerated() {
        let location = "aliases[\(index)]"
        if Set(group.map { $0.lowercased() }).count < 2 {
          findings.add(.badAlias, file, location, "has fewer than two different phrases")
        }
        for phrase in group {
          if phrase.allSatisfy({ $0 == " " }) { findings.add(.badAlias, file, location, "has an empty phrase") }
          if !seen.insert(phrase.lowercased()).inserted {
            findings.add(.badAlias, file, location, "repeats '\(phrase)', already in another group")
          }
        }
      }
    }
  }
}

private struct Findings {
  let folder: LocalPath
  var items: [LintFinding] = []

  mutating func add(_ rule: LintRule, _ file: String, _ location: String, _ message: String) {
    items.append(LintFinding(rule: rule, file: "Content/" + file, location: location, message: message))
  }

  func relative(_ path: String) -> String {
    let base = folder.standardized.path
    return path.hasPrefix(base) ? "Content" + path.dropFirst(base.count) : path
  }
}
