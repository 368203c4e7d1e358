import LifeQuizContent
import Testing

@Suite("Language resolution")
struct LanguageResolverTests {
  @Test(
    "--lang wins, then LIFEQUIZ_LANG, LANGUAGE, LC_ALL, LC_MESSAGES, LANG; C and POSIX are ignored",
    arguments: [
      (Language?.some(.ko), ["LANG": "en_US.UTF-8"], Language.ko),
      (nil, ["LANG": "ko_KR.UTF-8"], .ko),
      (nil, ["LANG": "C.UTF-8"], .en),
      (nil, ["LANG": "POSIX"], .en),
      (nil, [:], .en),
      (nil, ["LANGUAGE": "fr:ko:en", "LANG": "en_US.UTF-8"], .ko),
      (nil, ["LANGUAGE": "", "LANG": "ko_KR"], .ko),
      (nil, ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .en),
      (nil, ["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .ko),
      (nil, ["LIFEQUIZ_LANG": "en", "LANGUAGE": "ko"], .en),
      (nil, ["LANG": "fr_FR.UTF-8"], .en),
      (nil, ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .ko),
    ])
  func resolve(flag: Language?, environment: [String: String], expected: Language) {
    #expect(LanguageResolver.resolve(flag: flag, environment: environment, languages: [.en, .ko]) == expected)
  }
}
