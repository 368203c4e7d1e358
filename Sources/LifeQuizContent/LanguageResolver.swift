/// Picks the interface language: `--lang` wins; otherwise the first supported
/// language in `LIFEQUIZ_LANG`, `LANGUAGE` (a colon-separated list), `LC_ALL`,
/// `LC_MESSAGES`, then `LANG`, ignoring `C` and `POSIX`; otherwise English.
/// Supported means one of `languages`, the ones found in `Localization/`.
public enum LanguageResolver {
  public static let variables = ["LIFEQUIZ_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

  public static func resolve(flag: Language?, environment: [String: String], languages: [Language]) -> Language {
    if let flag { return flag }
    for variable in variables {
      guard let value = environment[variable], !value.isEmpty else { continue }
      for entry in value.split(separator: ":") {
        let name = String(entry)
        if name == "C" || name == "POSIX" || name.hasPrefix("C.") { continue }
        if let language = Language(localeIdentifier: name, among: languages) { return language }
      }
    }
    return .english
  }
}
