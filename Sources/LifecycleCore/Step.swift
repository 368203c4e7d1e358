/// What one event does: the callbacks in order and the states afterwards.
public struct Step: Hashable, Sendable {
  public let event: LifecycleEvent
  public let calls: [Call]
  /// The app state before the event.
  public let appStateBefore: AppState
  /// The scenes before the event (scene style; empty for app style).
  public var scenesBefore: [SceneSnapshot] { sceneListBefore.snapshots }
  public let appState: AppState
  /// Every scene whose session exists, by number (scene style; empty for app style).
  public var scenes: [SceneSnapshot] { sceneList.snapshots }
  /// Shared with the machine and the steps around, not copied per step:
  /// built into lists when read.
  let sceneListBefore: SceneList
  let sceneList: SceneList
  /// The overlay over the app after the event, if any.
  public let overlay: Overlay?
  /// Whether a background task is running after the event.
  public let backgroundTask: Bool
  public let confidence: Confidence
  /// What varies; present on every disputed or unconfirmed step.
  public let note: VarianceNote?
  /// Everything that happens, in order: the delegate calls (exactly
  /// `callbacks`), view-controller callbacks, notifications and SwiftUI phases.
  public let timeline: [TimelineEntry]
  /// The app had been in the background with no task and was suspended,
  /// silently, before this event; `appStateBefore` is then `.suspended`.
  public let suspendedBeforeEvent: Bool

  public var callbacks: [Callback] { calls.map(\.callback) }

  /// The notes a trace shows for this step with these layers besides the
  /// delegates: the step's own, then each badged entry's, once each.
  public func notes(showing layers: Set<TimelineEntry.Kind>) -> [VarianceNote] {
    var notes: [VarianceNote] = note.map { [$0] } ?? []
    for entry in timeline where entry.confidence.needsBadge && (entry.kind.isAlwaysShown || layers.contains(entry.kind))
    {
      if let note = entry.note, !notes.contains(note) { notes.append(note) }
    }
    return notes
  }

  public init(
    event: LifecycleEvent, calls: [Call], appStateBefore: AppState, scenesBefore: [SceneSnapshot],
    appState: AppState, scenes: [SceneSnapshot], overlay: Overlay?, backgroundTask: Bool,
    confidence: Confidence, note: VarianceNote?, timeline: [TimelineEntry] = [], suspendedBeforeEvent: Bool = false
  ) {
    self.init(
      event: event, calls: calls, appStateBefore: appStateBefore, sceneListBefore: SceneList(scenesBefore),
      appState: appState, sceneList: SceneList(scenes), overlay: overlay, backgroundTask: backgroundTask,
      confidence: confidence, note: note, timeline: timeline, suspendedBeforeEvent: suspendedBeforeEvent)
  }

  init(
    event: LifecycleEvent, calls: [Call], appStateBefore: AppState, sceneListBefore: SceneList,
    appState: AppState, sceneList: SceneList, overlay: Overlay?, backgroundTask: Bool,
    confidence: Confidence, note: VarianceNote?, timeline: [TimelineEntry], suspendedBeforeEvent: Bool
  ) {
    self.event = event
    self.calls = calls
    self.appStateBefore = appStateBefore
    self.sceneListBefore = sceneListBefore
    self.appState = appState
    self.sceneList = sceneList
    self.overlay = overlay
    self.backgroundTask = backgroundTask
    self.confidence = confidence
    self.note = note
    self.timeline = timeline
    self.suspendedBeforeEvent = suspendedBeforeEvent
  }
}
