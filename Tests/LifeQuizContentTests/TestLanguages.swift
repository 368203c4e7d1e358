import LifeQuizContent

/// The repository's languages, by name, for tests about them.
extension Language {
  static let en = Language.english
  static let ko = Language("ko")
}
