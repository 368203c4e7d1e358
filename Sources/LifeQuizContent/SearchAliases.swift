import LifeQuizPlatform

/// The curated alias table: groups of phrases that mean the same thing to a
/// learner (`force quit`, `kill`, `강제 종료`), one file per language in
/// `Content/<language>/aliases.json`. A query that contains one phrase of a
/// group also looks for the others.
public struct SearchAliases: Sendable {
  public let groups: [[String]]

  public init(groups: [[String]]) {
    self.groups = groups
  }

  /// Every language's table; a language without a file adds nothing.
  public init(contentFolder: LocalPath, languages: [Language]) throws(ContentError) {
    var groups: [[String]] = []
    for language in languages {
      let url = Self.url(language, in: contentFolder)
      guard FileBytes.exists(url.path) else { continue }
      for group in try ContentLibrary.document(url)["aliases"].array() { groups.append(try group.strings()) }
    }
    self.groups = groups
  }

  public static func url(_ language: Language, in contentFolder: LocalPath) -> LocalPath {
    contentFolder.appendingPathComponent("\(language.rawValue)/aliases.json")
  }
}
