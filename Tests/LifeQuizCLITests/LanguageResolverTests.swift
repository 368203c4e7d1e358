import Foundation
import LifeQuizContent
import LifeQuizTestSupport
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

  @Test("The environment picks only a language that was found, with any code")
  func foundLanguages() {
    let xx = Language("xx")
    #expect(LanguageResolver.resolve(flag: nil, environment: ["LANG": "xx_XX.UTF-8"], languages: [.en, .ko, xx]) == xx)
    #expect(LanguageResolver.resolve(flag: nil, environment: ["LANG": "xx_XX.UTF-8"], languages: [.en, .ko]) == .en)
    #expect(LanguageResolver.resolve(flag: nil, environment: ["LANGUAGE": "xx:ko"], languages: [.en, .ko]) == .ko)
  }

  @Test(
    "A locale with a region finds the regional language, else the language alone",
    arguments: [
      ("pt_BR.UTF-8", ["en", "pt", "pt-br"], "pt-br"),
      ("pt_BR.UTF-8", ["en", "pt"], "pt"),
      ("pt-BR", ["en", "pt", "pt-br"], "pt-br"),
      ("pt_PT@euro", ["en", "pt", "pt-br"], "pt"),
      ("pt", ["en", "pt-br"], nil),
      ("zh_Hant_TW", ["en", "zh-hant"], "zh-hant"),
      ("ko_KR.UTF-8", ["en", "ko"], "ko"),
      ("EN", ["en"], "en"),
    ] as [(String, [String], String?)])
  func region(locale: String, codes: [String], expected: String?) {
    let languages = codes.map(Language.init)
    #expect(Language(localeIdentifier: locale, among: languages)?.rawValue == expected)
    let resolved = LanguageResolver.resolve(flag: nil, environment: ["LANG": locale], languages: languages)
    #expect(resolved.rawValue == expected ?? "en")
  }

  @Test("The languages are the strings files in Localization/, English first; other files are not languages")
  func available() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-langs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("vocabulary"), withIntermediateDirectories: true)
    for name in ["zz.json", "ko.json", "en.json", "pt-br.json", "notes.json", "README.md", "x.json"] {
      try "{}".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    #expect(Language.available(in: folder.local).map(\.rawValue) == ["en", "ko", "pt-br", "zz"])
  }
}
