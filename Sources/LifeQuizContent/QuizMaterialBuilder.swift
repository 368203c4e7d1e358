import LifecycleCore
import QuizEngine

/// Turns content into quiz material in one language. Scenarios carry only
/// their events; trap answers come from the core where content has a check.
public enum QuizMaterialBuilder {
  public static func build(_ library: ContentLibrary, language: Language) throws(ContentError) -> QuizMaterial {
    var scenarios: [QuizMaterial.ScenarioSpec] = []
    for entry in library.scenarios {
      guard case .success(let events) = entry.parsedEvents() else { continue }
      scenarios.append(
        QuizMaterial.ScenarioSpec(
          id: entry.id, style: entry.style, events: events, topics: entry.topics, title: entry.title[language],
          situation: entry.situation[language]))
    }
    var traps: [QuizMaterial.TrapSpec] = []
    for entry in try library.misconceptions() {
      guard let holds = entry.claimHolds(in: library) else { continue }
      traps.append(
        QuizMaterial.TrapSpec(
          id: entry.id, topic: entry.topic, claim: entry.claim[language], holds: holds, reason: entry.reason[language]))
    }
    let recalls = try library.questions().map { entry in
      QuizMaterial.RecallSpec(
        id: entry.id, topic: entry.topic, parent: entry.parent, question: entry.question[language],
        answer: entry.answer[language],
        keyPoints: entry.keyPoints.map { .init(text: $0.text[language], keywords: $0.keywords[language]) })
    }
    return QuizMaterial(scenarios: scenarios, traps: traps, recalls: recalls)
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
