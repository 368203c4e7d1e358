/// One scene whose session exists, and its state.
public struct SceneSnapshot: Hashable, Sendable {
  public let id: Int
  public let state: SceneState

  public init(id: Int, state: SceneState) {
    self.id = id
    self.state = state
  }
}
