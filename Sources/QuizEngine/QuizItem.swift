import LifecycleCore

/// One schedulable item: a stable id (`order/scene-home-and-return`,
/// `trap/m-lock-stays-inactive`) that history and decks key on, whatever the
/// wording of the content.
public struct QuizItem: Hashable, Sendable {
  public let id: String
  public let kind: QuestionKind
  public let topic: String
  /// The style, for scenario-based items; nil for traps and recall.
  public let style: AppStyle?
  /// The scenario, recall question or trap the item is made from.
  public let source: String

  public init(kind: QuestionKind, source: String, topic: String, style: AppStyle?) {
    self.id = "\(kind.rawValue)/\(source)"
    self.kind = kind
    self.topic = topic
    self.style = style
    self.source = source
  }
}
