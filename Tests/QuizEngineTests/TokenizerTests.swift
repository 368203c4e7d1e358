import Foundation
import QuizEngine
import Testing

@Suite("Tokenizer")
struct TokenizerTests {
  /// The real vocabulary files, read the way the app merges them.
  static let tokenizer: Tokenizer = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Localization/vocabulary")
    var vocabularies: [TokenizerVocabulary] = []
    // Every language's file, as the content layer finds them.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      vocabularies.append(
        TokenizerVocabulary(
          particles: object["particles"] as? [String] ?? [], endings: object["endings"] as? [String] ?? [],
          keep: object["keep"] as? [String] ?? [], stopwords: object["stopwords"] as? [String] ?? [],
          suffixes: object["suffixes"] as? [[String]] ?? [], variants: object["variants"] as? [[String]] ?? []))
    }
    return Tokenizer(vocabulary: .merged(vocabularies))
  }()

  func tokens(_ text: String) -> [String] { Self.tokenizer.tokens(in: text) }

  @Test("Both vocabulary files are read")
  func filesRead() {
    #expect(tokens("스레드에서").contains("스레드"))
    #expect(!tokens("the app").contains("the"))
  }

  @Test("Korean particles and endings come off")
  func particles() {
    #expect(tokens("메모리를") == ["메모리", "메모", "모리"])
    #expect(tokens("백그라운드에서는").first == "백그라운드")
    #expect(tokens("호출되는") == ["호출"])
    #expect(tokens("호출되는지를") == ["호출"])
    #expect(tokens("호출됩니다") == ["호출"])
    #expect(tokens("앱이") == ["앱"])
    #expect(tokens("추가") == ["추가"])
  }

  @Test("Compound words meet their spaced form through syllable pairs")
  func bigrams() {
    let joined = Set(tokens("메인스레드"))
    let spaced = Set(tokens("메인 스레드"))
    #expect(spaced.isSubset(of: joined.union(["스레드"])))
    #expect(joined.contains("메인") && joined.contains("스레") && joined.contains("레드"))
  }

  @Test("Spelling variants fold to one")
  func variants() {
    #expect(tokens("쓰레드") == tokens("스레드"))
    #expect(tokens("포어그라운드") == tokens("포그라운드"))
    #expect(tokens("서스펜드") == tokens("서스펜디드"))
    #expect(tokens("인액티브") == tokens("비활성"))
    #expect(tokens("라이프사이클") == tokens("생명주기"))
    #expect(tokens("노티피케이션") == tokens("노티"))
    #expect(tokens("suspension") == tokens("suspend"))
  }

  @Test("Case and punctuation fold; camel case splits")
  func latin() {
    #expect(tokens("@main") == ["main"])
    #expect(tokens("In-Active").contains(tokens("inactive")[0]))
    #expect(tokens("UIApplicationMain") == ["uiapplicationmain", "app", "main"])
    #expect(tokens("sceneDidDisconnect") == ["scenediddisconnect", "scen", "disconnect"])
    #expect(tokens("scene did disconnect") == ["scen", "disconnect"])
    #expect(tokens("application(_:didFinishLaunchingWithOptions:)").contains("finish"))
    #expect(tokens("URLSession") == ["urlsess", "url", "sess"])
    // A lone lowercase letter before a capital is a prefix: iPhone gives no "phone".
    #expect(tokens("iPhone") == ["iphon"])
    #expect(tokens("iPad") == ["ipad"])
  }

  @Test("A word beyond ASCII is split by scalars and left unstemmed")
  func beyondASCII() {
    #expect(tokens("ÉtatViews") == ["étatviews", "état", "view"])
    #expect(tokens("naïveURLLoader") == ["naïveurlloader", "naïve", "url", "loader"])
  }

  @Test("English is stemmed lightly")
  func stemming() {
    #expect(tokens("suspend") == tokens("suspended"))
    #expect(tokens("suspended") == tokens("suspension"))
    #expect(tokens("launches") == tokens("launching"))
    #expect(tokens("memories") == tokens("memory"))
    #expect(tokens("running") == ["run"])
    #expect(tokens("stopped") == ["stop"])
    // A doubled vowel or l, s, z stays doubled.
    #expect(tokens("freeing") == ["free"])
    #expect(tokens("falling") == ["fall"])
    #expect(tokens("called") == ["call"])
    #expect(tokens("process") == ["process"])
    #expect(tokens("class") == ["class"])
    #expect(tokens("apps") == ["app"])
    #expect(tokens("UIKit").isEmpty)
  }

  @Test("English inside Korean, and Korean after English")
  func mixed() {
    #expect(tokens("viewDidLoad는 언제 호출되나요?") == ["viewdidload", "view", "load", "호출"])
    #expect(tokens("UIScene이란") == ["uiscen", "scen"])
  }

  @Test("A language that asks for bigrams cuts runs of kana and ideographs into pairs; other scripts stay as they were")
  func spacelessScripts() {
    let bigrams = Tokenizer(vocabulary: .merged([TokenizerVocabulary(segmentation: .bigrams), TokenizerVocabulary()]))
    let words = Tokenizer(vocabulary: TokenizerVocabulary())
    #expect(bigrams.tokens(in: "ランループ") == ["ラン", "ンル", "ルー", "ープ"])
    #expect(bigrams.tokens(in: "運行中・待") == ["運行", "行中", "待"])
    #expect(bigrams.words(in: "主線程runLoop") == [["主線", "線程"], ["runloop", "run", "loop"]])
    #expect(words.tokens(in: "ランループ") == ["ランループ"])
    for text in ["메인스레드에서 sceneDidDisconnect", "The app's run-loop", "Ünïcode café 13"] {
      #expect(bigrams.words(in: text) == words.words(in: text), "\(text)")
    }
  }
}
