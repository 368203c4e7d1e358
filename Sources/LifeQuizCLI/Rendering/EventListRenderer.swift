import LifeQuizContent
import LifecycleCore

/// `simulate --list-events`: the vocabulary with one-line meanings.
struct EventListRenderer {
  let strings: Localizer
  let width: Int
  /// This language's own words for each event (`실행`), shown beside the name.
  var words: [String: [String]] = [:]

  func render() -> String {
    let vocabulary = Vocabulary(strings: strings)
    let column = 22
    var out = ""
    for kind in EventKind.allCases {
      let name = kind.takesSceneNumber ? "\(kind.rawValue):N" : kind.rawValue
      let own = (words[kind.rawValue] ?? []).joined(separator: ", ")
      let meaning = (own.isEmpty ? "" : "(" + own + ") ") + vocabulary.meaning(of: kind)
      let lines = DisplayWidth.wrap(meaning, width: width - column)
      out += DisplayWidth.pad(name, to: column) + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
    }
    return out
  }
}
