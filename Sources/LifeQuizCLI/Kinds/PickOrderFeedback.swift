import LifeQuizContent
import LifecycleCore
import QuizEngine

/// The feedback of the two kinds that order timeline entries (view
/// controllers among delegate callbacks, and notifications).
struct PickOrderFeedback {
  let renderer: FeedbackRenderer
  /// The layer the question asks about, drawn in the step.
  let layer: TimelineEntry.Kind

  private var strings: Localizer { renderer.strings }
  private var palette: Palette { renderer.palette }
  private var vocabulary: Vocabulary { renderer.vocabulary }

  /// On a miss, the core's order with each entry's badge, what was in
  /// place, a reason for each wrong pick, and the last step with the layer shown.
  func render(_ verdict: Verdict, _ situation: Question.Situation, expected: [TimelinePick], answer: Answer?)
    -> String
  {
    if verdict.correct {
      let accepted = verdict.acceptedBecause.map {
        renderer.line(palette.green(strings("practice.also-accepted.yours")) + " " + vocabulary.note($0))
      }
      return renderer.whyStep(situation) + (accepted ?? "") + renderer.varies(situation)
    }
    let entries = situation.lastStep?.timeline ?? []
    var out = renderer.line(strings("practice.expected"))
    for (index, pick) in expected.enumerated() {
      let entry = entries.first { TimelinePick($0) == pick }
      // A badge that does not fit goes under the label, so the terminal never cuts it.
      let number = "  \(index + 1). "
      let label = number + renderer.questions.label(pick)
      let tag = renderer.badge(entry)
      let fits = DisplayWidth.of(label + tag) <= renderer.width
      out += label + (fits ? tag : "\n" + String(repeating: " ", count: number.count - 1) + tag) + "\n"
    }
    if let diff = verdict.pickDiff, answer != nil {
      out += renderer.explain(
        diff, name: shortName, extraKey: { Self.extraKey($0.kind) },
        reason: { reason($0, expected: expected, in: situation, move: diff.move($0)) })
    }
    // The step drawn with its layer carries every note, the step's too.
    return out + renderer.layerStep(situation, layer: layer)
  }

  /// The name with its receiver where two entries may share a name:
  /// `vc-2 viewWillAppear(_:)`, `scene-1 UIScene.didActivateNotification`.
  private func shortName(_ pick: TimelinePick) -> String {
    pick.receiver == .app || pick.kind == .delegate
      ? pick.name.text : vocabulary.receiver(pick.receiver) + " " + pick.name.text
  }

  /// Why a picked view-controller callback or notification is wrong, from the core.
  private func reason(
    _ pick: TimelinePick, expected: [TimelinePick], in situation: Question.Situation,
    move: OrderDiff<TimelinePick>.Move?
  ) -> String {
    if let callback = pick.callback, !expected.contains(pick) { return renderer.reason(callback, in: situation) }
    let name = ["name": shortName(pick)]
    let text: String
    func neighbour(_ move: OrderDiff<TimelinePick>.Move) -> String {
      switch move {
      case .before(let next): strings("practice.entry.before", name.merging(["neighbour": shortName(next)]) { $1 })
      case .after(let previous):
        strings("practice.entry.after", name.merging(["neighbour": shortName(previous)]) { $1 })
      }
    }
    switch PickExplainer.reason(for: pick, expected: expected, in: situation) {
    // Said the way the learner must move it, when it was given out of order.
    case .before(let next): text = neighbour(move ?? .before(next))
    case .after(let previous): text = neighbour(move ?? .after(previous))
    case .only: text = strings("practice.entry.only", name)
    case .otherStyle: text = strings("practice.entry.other-style", name)
    case .aggregate(let state):
      text = strings("practice.entry.aggregate", name.merging(["state": state.rawValue]) { $1 })
    case .earlierEvent(let event, let index):
      text = strings(
        "practice.entry.earlier", name.merging(["event": event.name, "number": String(index + 1)]) { $1 })
    case .otherTransition(let other, let from, let to):
      text = strings(
        "practice.entry.elsewhere",
        name.merging([
          "event": situation.scenario.events.last?.name ?? "", "other": other.name, "from": from.rawValue,
          "to": to.rawValue,
        ]) { $1 })
    case .never: text = strings("practice.entry.never", name)
    }
    return renderer.indented(text)
  }

  /// "Doesn't fire here", in the words of the layer: a notification is posted, not called.
  static func extraKey(_ kind: TimelineEntry.Kind) -> String {
    switch kind {
    case .delegate, .viewController, .scenePhase, .handler: "practice.extra"
    case .notification: "practice.extra.notification"
    }
  }
}
