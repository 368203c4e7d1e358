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
    out += QuestionPresenters.presenter(for: question)?.prompt(for: question, with: self) ?? ""
    return out
  }

  /// A timeline entry as an option: `SceneDelegate #1`, `vc-1` or `app`, then its name.
  func label(_ pick: TimelinePick) -> String {
    if let callback = pick.callback { return label(callback) }
    return DisplayWidth.pad(Vocabulary(strings: strings).receiver(pick.receiver), to: 18) + pick.name.text
  }

  func label(_ callback: Callback) -> String {
    let receiver = Vocabulary(strings: strings).receiver(callback)
    return DisplayWidth.pad(receiver, to: 18) + callback.selector
  }

  /// "launch, then answer-call" and what the last event means.
  func describe(_ classification: ClassifyQuestion.Classification) -> String {
    let names = classification.events.map(\.name).joined(separator: " → ")
    let meaning = classification.events.last.map { Vocabulary(strings: strings).meaning(of: $0.kind) } ?? ""
    return "\(names): \(meaning)"
  }

  func describe(_ situation: Question.Situation) -> String {
    let scenario = situation.scenario
    var out = wrapped(palette.bold(scenario.title) + " · " + strings("practice.style.\(scenario.style.rawValue)"))
    out += wrapped(scenario.situation)
    let events = scenario.events.map(\.name)
    let shown = events.dropLast().joined(separator: " → ") + (events.count > 1 ? " → " : "")
    out += wrapped(strings("practice.events") + " " + shown + palette.bold(events.last ?? "")) + "\n"
    return out
  }

  func numbered(_ options: [String]) -> String {
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
