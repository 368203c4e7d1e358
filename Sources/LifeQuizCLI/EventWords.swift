import LifeQuizContent
import LifecycleCore

/// Event names as people type them: the English ones, and each language's
/// own from the vocabulary files (`simulate 실행 홈`, `창닫기:2`). Output keeps
/// the English names; the others are read only when a word is not English.
final class EventWords {
  private let load: () -> [Language: [String: [String]]]
  private lazy var names = load()
  /// Every other-language word, folded, → the English name.
  private lazy var english: [String: String] = {
    var table: [String: String] = [:]
    for words in names.values {
      for (name, spellings) in words {
        for spelling in spellings { table[Self.folded(spelling)] = name }
      }
    }
    return table
  }()

  init(load: @escaping () -> [Language: [String: [String]]]) {
    self.load = load
  }

  /// The event a word names, in any language; an error names the English word.
  func parse(_ word: String) -> Result<LifecycleEvent, EventNameError> {
    let parsed = LifecycleEvent.parse(word)
    guard case .failure(.unknown) = parsed else { return parsed }
    let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let name = english[Self.folded(String(parts[0]))] else { return parsed }
    return LifecycleEvent.parse(parts.count == 2 ? name + ":" + parts[1] : name)
  }

  /// One language's words for each English name, for `--list-events`.
  func words(in language: Language) -> [String: [String]] { names[language] ?? [:] }

  /// Every other-language word, with `:1` where the event takes a scene, for completions.
  var completions: [String] {
    names.values.flatMap { words in
      words.flatMap { name, spellings in
        let numbered = EventKind(rawValue: name)?.takesSceneNumber == true
        return spellings.map { numbered ? $0 + ":1" : $0 }
      }
    }.sorted()
  }

  private static func folded(_ word: String) -> String {
    word.lowercased().filter { !$0.isWhitespace }
  }
}
