import LifeQuizContent
import QuizEngine

/// What a person calls an item, for summaries and stats: the scenario's
/// title, the trap's claim or the interview question, with its kind.
struct ItemTitles {
  let strings: Localizer
  let material: QuizMaterial?

  /// "callback order · Home and back", or the id when the content no longer has it.
  func title(of id: String) -> String {
    let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, let kind = QuestionKind(rawValue: parts[0]) else { return id }
    let source = parts[1]
    let name: String?
    switch kind {
    case .order, .next, .state: name = material?.scenarios.first { $0.id == source }?.title
    case .classify: name = strings("practice.style.\(source)")
    case .trap: name = material?.traps.first { $0.id == source }?.claim
    case .recall: name = material?.recalls.first { $0.id == source }?.question
    }
    guard let name else { return id }
    return strings("practice.kind.\(kind.rawValue)") + " · " + name
  }
}
