import LifecycleCore
import QuizEngine

/// Turns content into quiz material in one language. Scenarios carry only
/// their events; trap answers come from the core where content has a check.
public enum QuizMaterialBuilder {
  /// With `sources`, only the scenarios, traps and questions of those ids:
  /// the material for the items a session asks, without running the core
  /// for every trap or shaping every question. Without `ways`, the recall
  /// questions' points carry no ways of saying them (see
  /// `ContentLibrary.questions(ways:)`): material to ask from, not to grade.
  public static func build(
    _ library: ContentLibrary, language: Language, sources: Set<String>? = nil, ways: Bool = true
  ) throws(ContentError) -> QuizMaterial {
    func wanted(_ id: String) -> Bool { sources?.contains(id) ?? true }
    // Checked below against the scenarios read here, which hold their checks'.
    let misconceptions = try library.uncheckedMisconceptions(only: sources)
    let questions = try library.questions(ways: ways, only: sources)
    // With `sources`, only the scenarios the material names are read.
    let named = sources.map {
      $0.union(misconceptions.compactMap { $0.check?.scenario }).union(questions.compactMap(\.scenario))
    }
    let scenarioList = try library.scenarios(only: named)
    let scenarioEntries = scenarioList.byID
    try library.checkSteps(of: misconceptions, against: scenarioEntries)
    var scenarios: [QuizMaterial.ScenarioSpec] = []
    for entry in scenarioList where wanted(entry.id) {
      guard case .success(let events) = entry.parsedEvents() else { continue }
      scenarios.append(
        QuizMaterial.ScenarioSpec(
          id: entry.id, style: entry.style, events: events, topics: entry.topics, title: entry.title[language],
          situation: entry.situation[language]))
    }
    var traps: [QuizMaterial.TrapSpec] = []
    for entry in misconceptions {
      guard let holds = entry.claimHolds(scenarios: scenarioEntries) else { continue }
      traps.append(
        QuizMaterial.TrapSpec(
          id: entry.id, topic: entry.topic, claim: entry.claim[language], holds: holds, reason: entry.reason[language]))
    }
    let recalls = questions.map { entry in
      let scenario = entry.scenario.flatMap { scenarioEntries[$0] }
      return QuizMaterial.RecallSpec(
        id: entry.id, topic: entry.topic, parent: entry.parent, question: entry.question[language],
        answer: entry.answer[language],
        keyPoints: entry.keyPoints.map {
          // Learners mix languages ("memory에는 남아 있어"): every language's ways count.
          .init(
            text: $0.text[language], keywords: Self.everyLanguage($0.keywords.lists, first: language),
            contradictions: Self.everyLanguage($0.contradictions.lists, first: language), negative: $0.negative)
        },
        scenario: scenario.flatMap(Self.scenario), command: scenario.map(command), probes: entry.probes)
    }
    return QuizMaterial(scenarios: scenarios, traps: traps, recalls: recalls)
  }

  /// The lists of every language, `first`'s at the front.
  static func everyLanguage(_ lists: [Language: [String]], first: Language) -> [String] {
    (lists[first] ?? [])
      + lists.keys.filter { $0 != first }.sorted { $0.rawValue < $1.rawValue }.flatMap { lists[$0] ?? [] }
  }

  /// The families of every call the scenario makes, in order: delegates,
  /// view controllers and notifications.
  static func scenario(_ entry: ScenarioEntry) -> Scenario? {
    guard case .success(let events) = entry.parsedEvents() else { return nil }
    return Scenario(style: entry.style, events: events, restoration: entry.restoration)
  }

  /// `lifequiz simulate --show all launch home foreground`.
  static func command(_ scenario: ScenarioEntry) -> String {
    (["lifequiz simulate"] + (scenario.style == .app ? ["--style app"] : []) + ["--show all"] + scenario.events)
      .joined(separator: " ")
  }

  /// One line per selector on when UIKit calls it, for feedback after an answer.
  public static func callbackNotes(_ library: ContentLibrary, language: Language) throws(ContentError) -> [String:
    String]
  {
    var notes: [String: String] = [:]
    for entry in try library.callbacks() { notes[entry.selector] = entry.when[language] }
    return notes
  }
}
