import LifeQuizContent
import LifecycleCore

/// `simulate --list-events`: the vocabulary with one-line meanings.
struct EventListRenderer {
  let strings: Localizer
  let width: Int

  func render() -> String {
    let vocabulary = Vocabulary(strings: strings)
    let column = 22
    var out = ""
    for kind in EventKind.allCases {
      let name = kind.takesSceneNumber ? "\(kind.rawValue):N" : kind.rawValue
      let meaning = vocabulary.meaning(of: kind)
      let lines = DisplayWidth.wrap(meaning, width: width - column)
      out += DisplayWidth.pad(name, to: column) + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
    }
    return out
  }
}
