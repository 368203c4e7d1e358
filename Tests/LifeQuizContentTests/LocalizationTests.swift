import Foundation
import LifeQuizContent
import LifeQuizTestSupport
import LifecycleCore
import Testing

@Suite("Localization")
struct LocalizationTests {
  let en: [String: String]
  /// Every language found in Localization/ but English.
  let translations: [Language: [String: String]]

  init() throws {
    en = try Localizer.table(.en, in: ContentFixture.localization.local)
    var translations: [Language: [String: String]] = [:]
    for language in ContentFixture.languages where language != .en {
      translations[language] = try Localizer.table(language, in: ContentFixture.localization.local)
    }
    self.translations = translations
  }

  /// English's keys a language must have: all but the forms of counted
  /// texts (`stats.reviews.one` beside `stats.reviews`) for categories its
  /// plural rule lacks (Korean counts with `other` alone).
  func required(of table: [String: String], _ language: Language) -> Set<String> {
    let rule = Localizer(language: language, texts: table).plural
    return Set(
      en.keys.filter { key in
        guard let (base, category) = Self.pluralForm(key), en[base] != nil else { return true }
        return rule.categories.contains(category)
      })
  }

  /// `base` and the category of a key `base.<category>`.
  static func pluralForm(_ key: String) -> (String, PluralCategory)? {
    guard let dot = key.lastIndex(of: "."),
      let category = PluralCategory(rawValue: String(key[key.index(after: dot)...]))
    else { return nil }
    return (String(key[..<dot]), category)
  }

  /// `base` and the number of a key `base.=<number>`: the form for exactly
  /// that count, which any language may add to a counted text.
  static func exactForm(_ key: String) -> (String, Int)? {
    guard let mark = key.range(of: ".=", options: .backwards), let number = Int(key[mark.upperBound...]) else {
      return nil
    }
    return (String(key[..<mark.lowerBound]), number)
  }

  @Test("Every language has exactly English's keys, none empty")
  func parity() {
    #expect(translations[.ko] != nil)
    #expect(en.filter { $0.value.isEmpty }.keys.sorted() == [])
    for (language, table) in translations {
      #expect(required(of: table, language).subtracting(table.keys).sorted() == [], "\(language.rawValue) lacks keys")
      let extra = Set(table.keys).subtracting(en.keys).filter { key in
        Self.exactForm(key).map { en[$0.0] == nil } ?? true
      }
      #expect(extra.sorted() == [], "\(language.rawValue) has extra keys")
      #expect(table.filter { $0.value.isEmpty }.keys.sorted() == [], "\(language.rawValue) has empty texts")
    }
  }

  @Test("Placeholders match between the languages")
  func placeholders() {
    func names(_ text: String) -> Set<String> {
      var found: Set<String> = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        found.insert(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
      }
      return found
    }
    let english = Localizer(language: .en, texts: en)
    for (language, table) in translations {
      for key in required(of: table, language) {
        #expect(
          names(en[key] ?? "") == names(table[key] ?? ""), "placeholders differ for \(key) in \(language.rawValue)")
      }
      // A form for an exact count says what English says for that count.
      for key in table.keys {
        guard let (base, number) = Self.exactForm(key) else { continue }
        let englishKey = english.formKey(base, count: number)
        #expect(
          names(en[englishKey] ?? "") == names(table[key] ?? ""),
          "placeholders differ for \(key) in \(language.rawValue)")
      }
    }
  }

  /// In Korean a particle after a word follows how the word is read, so a
  /// placeholder is never followed by a hedge such as 을(를); the sentence is built so
  /// that the particle follows a Korean noun instead.
  @Test("Korean never hedges a particle after a placeholder, as in {event}을(를)")
  func noHedgedParticles() throws {
    let table = try #require(translations[.ko])
    let hedges = ["을(를)", "를(을)", "은(는)", "는(은)", "이(가)", "가(이)", "와(과)", "과(와)", "(으)로", "(이)나", "(이)라"]
    let hedged = table.filter { entry in hedges.contains { entry.value.contains($0) } }.keys.sorted()
    #expect(hedged == [])
  }
}

@Suite("Notes per app style")
struct AppStyleNoteTests {
  @Test("No step of an app without scenes carries a note that names a scene method")
  func appNotesNameNoSceneMethod() throws {
    let strings = try Localizer(language: .english, folder: ContentFixture.localization.local)
    var notes: Set<VarianceNote> = []
    _ = LifecycleExplorer(style: .app).forEachTransition { _, step in
      if let note = step.note { notes.insert(note) }
      notes.formUnion(step.calls.compactMap(\.note))
    }
    #expect(notes.count > 5)
    for note in notes {
      let text = strings("note.\(note.rawValue)")
      #expect(!text.contains("scene(") && !text.contains("sceneDid") && !text.contains("sceneWill"), "\(note): \(text)")
    }
  }
}
