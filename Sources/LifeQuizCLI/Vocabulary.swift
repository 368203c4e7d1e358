import LifeQuizContent
import LifecycleCore
import QuizEngine

/// Localized words for the core's values: event meanings, notes, rejection
/// reasons, confidence labels, receivers.
struct Vocabulary {
  let strings: Localizer

  func meaning(of kind: EventKind) -> String { strings("event.\(kind.rawValue)") }

  func note(_ note: VarianceNote) -> String { strings("note.\(note.rawValue)") }

  func confidence(_ confidence: Confidence) -> String { strings("confidence.\(confidence.rawValue)") }

  /// An app state as the pages write it in the interface's language
  /// (`Not Running` in Korean; English keeps the code's `notRunning`).
  func state(_ state: AppState) -> String { strings("app-state.\(state.rawValue)") }

  /// A state option given as text: for the app, its state's name; a scene's
  /// activation state is written as code everywhere (`background` too).
  func state(named name: String, of subject: Question.StateSubject) -> String {
    switch subject {
    case .app: AppState(rawValue: name).map(state) ?? name
    case .scene: name
    }
  }

  /// Who a timeline entry goes to, in the interface's language: `scene-1`
  /// in English as the JSON spells it, `씬 1` in Korean.
  func receiver(_ receiver: Receiver) -> String {
    switch receiver {
    case .app: strings("receiver.app")
    case .scene(let number): strings("receiver.scene", ["id": String(number)])
    case .viewController(let number): strings("receiver.view-controller", ["id": String(number)])
    }
  }

  /// What is up over the app, in the interface's language (`전화`).
  func overlay(_ overlay: Overlay) -> String { strings("overlay.\(overlay.rawValue)") }

  func reason(_ reason: RejectionReason) -> String {
    switch reason {
    case .overlayUp(let overlay): strings("reject.\(reason.id)", ["overlay": self.overlay(overlay)])
    case .noSuchScene(let id), .sceneOnScreen(let id), .sceneAlreadyDisconnected(let id):
      strings("reject.\(reason.id)", ["scene": String(id)])
    case .notRunning, .onScreen, .notOnScreen, .noOverlay, .noIncomingCall, .deviceLocked,
      .deviceNotLocked, .processSuspended, .alreadySuspended, .alreadyRunningInBackground,
      .backgroundTaskRunning, .noBackgroundTask, .backgroundTaskAlreadyRunning, .notInAppSwitcher,
      .noSwitcherCard, .sceneStyleOnly, .severalWindows, .nothingToPop, .noModal, .backgroundWithoutTask,
      .forceQuit:
      strings("reject.\(reason.id)")
    }
  }

  /// `AppDelegate` or `SceneDelegate #2`: the type a reader would implement.
  func receiver(_ callback: Callback) -> String {
    switch callback {
    case .app: "AppDelegate"
    case .scene(let id, _): "SceneDelegate #\(id)"
    }
  }

  /// A usage error for a word that is not an event, with the nearest name.
  func eventNameError(_ error: EventNameError, command: String) -> CLIError {
    switch error {
    case .unknown(let word):
      var message = strings("error.unknown-event", ["event": word])
      if let near = Suggestion.nearest(to: word, in: EventKind.allCases.map(\.rawValue)) {
        message += " " + strings("error.did-you-mean", ["name": near])
      } else {
        message += " " + strings("error.see-event-list")
      }
      return .usage(message, command: command)
    case .missingSceneNumber(let kind):
      return .usage(strings("error.event-needs-scene", ["event": kind.rawValue]), command: command)
    case .unexpectedSceneNumber(let kind):
      return .usage(strings("error.event-takes-no-scene", ["event": kind.rawValue]), command: command)
    case .invalidSceneNumber(let kind, let text):
      return .usage(strings("error.event-bad-scene", ["event": kind.rawValue, "value": text]), command: command)
    }
  }
}
