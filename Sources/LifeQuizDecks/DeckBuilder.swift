import LifeQuizContent
import LifecycleCore

/// Builds flashcards from content and the core: every app and scene state,
/// every callback, interview question, trap and scenario. Scenario backs are
/// traces computed now; nothing is copied from a stored answer.
public struct DeckBuilder: Sendable {
  public let library: ContentLibrary
  /// One language per card, or every one on the same card (English last).
  public let languages: [Language]
  private let strings: [Language: Localizer]

  public init(library: ContentLibrary, languages: [Language], strings: [Language: Localizer]) {
    self.library = library
    self.languages = languages
    self.strings = strings
  }

  public func cards() throws(ContentError) -> [Card] {
    // Every scenario runs once here; callback, trap and scenario cards share the runs.
    let scenarios = try library.scenarios()
    let runs = scenarios.map { $0.run() }
    // By id, the first scenario of each, as `byID` keeps it.
    var known: [String: Trace] = [:]
    var seen: Set<String> = []
    for (entry, trace) in zip(scenarios, runs) where seen.insert(entry.id).inserted {
      known[entry.id] = trace
    }
    var cards: [Card] = []
    cards += stateCards()
    cards += try callbackCards(scenarios: scenarios, known: known)
    cards += try questionCards()
    cards += try trapCards(scenarios: scenarios.byID, known: known)
    cards += scenarioCards(scenarios, runs: runs, sources: try library.sources())
    return cards
  }

  private func text(_ key: String, _ arguments: [String: String] = [:]) -> [String] {
    languages.map { strings[$0]?(key, arguments) ?? key }
  }

  private func text(_ localized: Localized) -> [String] {
    languages.map { localized[$0] }
  }

  private func stateCards() -> [Card] {
    let app = AppState.allCases.map { state in
      Card(
        id: "state/\(state.rawValue)", topic: "states", kind: "state", style: nil,
        front: languages.map { language in
          let name = strings[language]?("app-state.\(state.rawValue)") ?? state.rawValue
          return strings[language]?("deck.state.front", ["state": name]) ?? "deck.state.front"
        }, back: text("deck.state.\(state.rawValue)"))
    }
    let scene = SceneState.allCases.map { state in
      Card(
        id: "scene-state/\(state.rawValue)", topic: "scene-states", kind: "state", style: "scene",
        front: text("deck.scene-state.front", ["state": state.rawValue]),
        back: text("deck.scene-state.\(state.rawValue)"))
    }
    return app + scene
  }

  private func callbackCards(scenarios: [ScenarioEntry], known: [String: Trace]) throws(ContentError) -> [Card] {
    let pages = strings[languages[0]].map { CallbackPage(library: library, strings: $0, scenarios: scenarios) }
    return try library.callbacks().map { entry in
      let receiver: String
      switch entry.callback {
      case .app: receiver = "AppDelegate"
      case .scene: receiver = "SceneDelegate"
      case nil: receiver = "?"
      }
      var back = text(entry.when)
      for (style, change) in pages?.stateChanges(entry, known: known) ?? [] {
        back += text("deck.callback.change.\(style.rawValue)", ["change": change])
      }
      back += text(entry.todo)
      return Card(
        id: "callback/\(entry.pageID)", topic: "callbacks", kind: "callback",
        style: entry.callback.map { if case .scene = $0 { "scene" } else { nil } } ?? nil,
        front: ["`\(entry.selector)`", receiver], back: back)
    }
  }

  private func questionCards() throws(ContentError) -> [Card] {
    try library.questions(ways: false).map { entry in
      var back = text(entry.answer)
      for point in entry.keyPoints { back += text(point.text).map { "- " + $0 } }
      return Card(
        id: "question/\(entry.id)", topic: entry.topic, kind: "question", style: nil, front: text(entry.question),
        back: back)
    }
  }

  private func trapCards(scenarios: [String: ScenarioEntry], known: [String: Trace]) throws(ContentError) -> [Card] {
    try library.misconceptions(checkedAgainst: scenarios).compactMap { entry in
      guard let holds = entry.claimHolds(scenarios: scenarios, known: known) else { return nil }
      return Card(
        id: "trap/\(entry.id)", topic: entry.topic, kind: "trap", style: nil,
        front: text("deck.trap.front") + text(entry.claim),
        back: text(holds ? "deck.trap.true" : "deck.trap.false") + text(entry.reason))
    }
  }

  /// " [observed]" in the card's languages; nothing for documented steps.
  private func tag(_ confidence: Confidence) -> String {
    guard confidence != .documented else { return "" }
    let words = languages.compactMap { strings[$0]?("confidence.\(confidence.rawValue)") }
    return " [" + words.joined(separator: " / ") + "]"
  }

  /// `runs`: each scenario's trace, in the order of `scenarios`.
  private func scenarioCards(_ scenarios: [ScenarioEntry], runs: [Trace?], sources catalog: SourceCatalog) -> [Card] {
    // Steps repeat the same tags and states: each line is made once per language.
    var tags: [Confidence: String] = [:]
    for confidence in Confidence.allCases { tags[confidence] = tag(confidence) }
    var appLines = languages.map { _ in [AppState: String]() }
    var sceneLines = languages.map { _ in [SceneSnapshot: String]() }
    return zip(scenarios, runs).compactMap { entry, trace in
      guard let trace, trace.failure == nil else { return nil }
      var back: [String] = []
      for (index, step) in trace.steps.enumerated() {
        back.append("**\(index + 1). \(step.event.name)**" + (tags[step.confidence] ?? ""))
        if step.calls.isEmpty { back += text("deck.scenario.no-callbacks") }
        for call in step.calls {
          let callback = call.callback
          let receiver = callback.sceneID.map { "SceneDelegate #\($0)" } ?? "AppDelegate"
          back.append("\(receiver): `\(callback.selector)`" + (tags[call.confidence] ?? ""))
        }
        for (number, language) in languages.enumerated() {
          let localizer = strings[language]
          let state = step.appState
          let name = localizer?("app-state.\(state.rawValue)") ?? state.rawValue
          let app = appLines[number][state] ?? localizer?("trace.app", ["change": name]) ?? state.rawValue
          appLines[number][state] = app
          var line = "→ " + app
          for scene in step.scenes {
            let text =
              sceneLines[number][scene]
              ?? localizer?("trace.scene", ["id": String(scene.id), "change": scene.state.rawValue])
              ?? scene.state.rawValue
            sceneLines[number][scene] = text
            line += ", " + text
          }
          back.append(line)
        }
        if let note = step.note {
          let label = step.confidence.needsBadge ? "trace.varies" : "trace.note"
          back += languages.map {
            (strings[$0]?(label) ?? "varies") + ": " + (strings[$0]?("note.\(note.rawValue)") ?? "")
          }
        }
      }
      // What the badges on this card rest on.
      let cited = catalog.sources(for: trace.steps.compactMap(\.note))
      if !cited.isEmpty {
        back.append(
          text("sources.heading").joined(separator: " / ") + ": "
            + cited.map { "[\($0.id)] \($0.title) <\($0.url)>" }.joined(separator: "; "))
      }
      let style = text("practice.style.\(entry.style.rawValue)")
      let front =
        text(entry.title) + text(entry.situation) + style + ["`" + entry.events.joined(separator: " → ") + "`"]
      return Card(
        id: "scenario/\(entry.id)", topic: entry.topics.first ?? "callbacks", kind: "scenario",
        style: entry.style.rawValue, front: front, back: back)
    }
  }
}
