import LifeQuizContent
import QuizEngine

/// What a person calls an item, for summaries and stats: the scenario's
/// title, the trap's claim or the interview question, with its kind.
struct ItemTitles {
  let strings: Localizer
  let material: QuizMaterial?
  /// Item names by id, when a catalogue gives them without the material.
  var names: [String: String] = [:]
  /// Topic titles by id, from the topic pages.
  var topics: [String: String] = [:]

  /// Reads the titles of these topics' pages, in `language` or else in English.
  mutating func readTopicTitles(_ ids: some Sequence<String>, from library: ContentLibrary, language: Language) {
    for id in ids {
      if let page = (try? library.page(id, language)) ?? (try? library.page(id, .english)) {
        topics[id] = page.title
      }
    }
  }

  /// The topic page's title, or the id when there is none.
  func topicTitle(of id: String) -> String {
    guard let title = topics[id], !title.isEmpty else { return id }
    return title
  }

  /// "callback order", or the name when it is not a kind of question.
  func kindTitle(of name: String) -> String {
    guard let kind = QuestionKind(rawValue: name) else { return name }
    return strings("practice.kind.\(kind.rawValue)")
  }

  /// "callback order · Home and back", or the id when the content no longer has it.
  func title(of id: String) -> String {
    let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, let kind = QuestionKind(rawValue: parts[0]) else { return id }
    let presenter = QuestionPresenters.presenter(for: kind)
    guard let name = names[id] ?? presenter?.title(ofSource: parts[1], material: material, strings: strings) else {
      return id
    }
    return strings("practice.kind.\(kind.rawValue)") + " · " + name
  }
}
