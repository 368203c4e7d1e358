/// A callback together with the state change it marks. Diagrams and the
/// invariant tests read these; the JSON output shows only the callback.
public struct Call: Hashable, Sendable {
  public let callback: Callback
  /// The app state when UIKit makes the call.
  public let appStateBefore: AppState
  /// The app state the call announces.
  public let appState: AppState
  /// For a scene callback: the receiving scene's state before and after.
  public let sceneStateBefore: SceneState?
  public let sceneState: SceneState?
  /// How sure lifequiz is of this call at this place.
  public let confidence: Confidence
  public let note: VarianceNote?
}
