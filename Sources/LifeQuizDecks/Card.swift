/// One flashcard. Its id is stable (`callback/sceneWillResignActive`,
/// `scenario/scene-home-and-return`), so a regenerated deck updates cards in
/// place. Sides are lines of inline Markdown (`code`, **strong**), rendered
/// per format.
public struct Card: Hashable, Sendable {
  public let id: String
  public let topic: String
  public let kind: String
  /// `scene`, `app`, or nil when the card is about both.
  public let style: String?
  public let front: [String]
  public let back: [String]

  public init(id: String, topic: String, kind: String, style: String?, front: [String], back: [String]) {
    self.id = id
    self.topic = topic
    self.kind = kind
    self.style = style
    self.front = front
    self.back = back
  }
}
