import LifeQuizContent
import LifecycleCore
import QuizEngine

/// A question as the learner sees it, in their language.
struct QuestionRenderer {
  let strings: Localizer
  let palette: Palette
  let width: Int
  /// Topic ids to page titles; a topic without one shows its id.
  var topicTitles: [String: String] = [:]

  func render(_ question: Question, number: Int, total: Int) -> String {
    let item = question.item
    var out = palette.dim(
      "[\(number)/\(total)] " + strings("practice.kind.\(item.kind.rawValue)") + " · "
        + (topicTitles[item.topic] ?? item.topic))
    out += "\n"
    switch question.body {
    case .order(let situation, let options, _):
      out += describe(situation)
      out += wrapped(strings("practice.order.prompt", ["event": situation.scenario.events.last?.name ?? ""]))
      out += numbered(options.map(label)) + wrapped(strings("practice.order.how"))
    case .next(let situation, let shown, let options, _):
      out += describe(situation)
      if shown.isEmpty {
        out += wrapped(strings("practice.next.first", ["event": situation.scenario.events.last?.name ?? ""]))
      } else {
        out += wrapped(strings("practice.next.so-far", ["event": situation.scenario.events.last?.name ?? ""]))
        for callback in shown { out += "    " + palette.dim(label(callback)) + "\n" }
        out += wrapped(strings("practice.next.prompt"))
      }
      out += numbered(options.map(label) + [strings("practice.next.none")])
    case .state(let situation, let subject, let options, _):
      out += describe(situation)
      switch subject {
      case .app: out += wrapped(strings("practice.state.app"))
      case .scene(let id): out += wrapped(strings("practice.state.scene", ["id": String(id)]))
      }
      out += numbered(options.map { Vocabulary(strings: strings).state(named: $0, of: subject) })
    case .classify(let style, let situations):
      out += wrapped(
        strings("practice.classify.prompt", ["style": strings("practice.style.\(style.rawValue).article")]))
      out += numbered(situations.map(describe))
      out += wrapped(strings("practice.classify.how"))
    case .trap(let trap):
      out += wrapped(strings("practice.trap.prompt")) + wrapped("  " + trap.claim)
      out += wrapped(strings("practice.trap.how"))
    case .recall(let recall):
      out += wrapped(palette.bold(recall.question))
      out += wrapped(strings("practice.recall.how"))
    case .vcOrder(let situation, let options, _):
      out += describe(situation)
      out += wrapped(strings("practice.vc-order.prompt", ["event": situation.scenario.events.last?.name ?? ""]))
      out += numbered(options.map(label)) + wrapped(strings("practice.order.how"))
    case .notification(let situation, let options, _):
      out += describe(situation)
      let windows = situation.lastStep.map { max($0.scenes.count, $0.scenesBefore.count) } ?? 0
      let key = windows > 1 ? "practice.notification.prompt.windows" : "practice.notification.prompt"
      out += wrapped(
        strings(key, ["event": situation.scenario.events.last?.name ?? "", "windows": String(windows)]))
      out += numbered(options.map(label)) + wrapped(strings("practice.notification.how"))
    case .phase(let situation, let subject, _):
      out += describe(situation)
      switch subject {
      case .app: out += wrapped(strings("practice.phase.app"))
      case .scene(let id): out += wrapped(strings("practice.phase.scene", ["id": String(id)]))
      }
      out += numbered(ScenePhase.allCases.map { ".\($0.rawValue)" })
    case .trace(let situation, _, _):
      out += describe(situation)
      out += wrapped(strings("practice.trace.prompt", ["event": situation.scenario.events.last?.name ?? ""]))
      out += wrapped(strings("practice.trace.how"))
    }
    return out
  }

  /// A timeline entry as an option: `SceneDelegate #1`, `vc-1` or `app`, then its name.
  func label(_ pick: TimelinePick) -> String {
    if let callback = pick.callback { return label(callback) }
    return DisplayWidth.pad(Vocabulary(strings: strings).receiver(pick.receiver), to: 18) + pick.name
  }

  func label(_ callback: Callback) -> String {
    let receiver = Vocabulary(strings: strings).receiver(callback)
    return DisplayWidth.pad(receiver, to: 18) + callback.selector
  }

  /// "launch, then answer-call" and what the last event means.
  func describe(_ classification: Question.Classification) -> String {
    let names = classification.events.map(\.name).joined(separator: " → ")
    let meaning = classification.events.last.map { Vocabulary(strings: strings).meaning(of: $0.kind) } ?? ""
    return "\(names): \(meaning)"
  }

  private func describe(_ situation: Question.Situation) -> String {
    let scenario = situation.scenario
    var out = wrapped(palette.bold(scenario.title) + " · " + strings("practice.style.\(scenario.style.rawValue)"))
    out += wrapped(scenario.situation)
    let events = scenario.events.map(\.name)
    let shown = events.dropLast().joined(separator: " → ") + (events.count > 1 ? " → " : "")
    out += wrapped(strings("practice.events") + " " + shown + palette.bold(events.last ?? "")) + "\n"
    return out
  }

  private func numbered(_ options: [String]) -> String {
    var out = ""
    // Numbers right-aligned, so options line up past the ninth.
    let digits = String(options.count).count
    for (index, option) in options.enumerated() {
      let number = String(index + 1)
      let marker = "  " + String(repeating: " ", count: digits - number.count) + number + ". "
      if DisplayWidth.of(option) <= width - marker.count {
        out += marker + option + "\n"
        continue
      }
      let lines = DisplayWidth.wrap(option, width: width - marker.count)
      out += marker + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: marker.count) + line + "\n" }
    }
    return out
  }

  func wrapped(_ text: String) -> String {
    DisplayWidth.wrap(text, width: width).joined(separator: "\n") + "\n"
  }
}
