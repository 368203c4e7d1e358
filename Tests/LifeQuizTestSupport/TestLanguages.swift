import LifeQuizContent

/// The repository's languages, by name, for tests about them.
extension Language {
  public static let en = Language.english
  public static let ko = Language("ko")
}
