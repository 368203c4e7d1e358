import LifeQuizContent
import QuizEngine
import Testing

/// The grader's claims: names in every form, negation, order, negative
/// points, generic words, bare lists, known wrong beliefs and the core's
/// order, with the real vocabulary.
@Suite("Claim grading: what an answer claims")
struct ClaimGraderTests {
  static var grader: ClaimGrader { get throws { try ClaimGraderCaseTests.grader.get() } }

  static func outcome(_ answer: String, _ point: ClaimGrader.Point, reference: [String] = []) throws -> PointOutcome {
    try grader.grade(answer, points: [point], reference: reference).points[0]
  }

  static let leaving = ClaimGrader.Point(expressions: ["willResignActive then didEnterBackground"])

  @Test(
    "A callback is named as the full selector, without its prefix, spaced, in Korean letters or with a typo",
    arguments: [
      "sceneWillResignActive(_:), then sceneDidEnterBackground(_:).",
      "willResignActive then didEnterBackground",
      "scene will resign active and then scene did enter background",
      "resign active 되고 그 다음에 enter background",
      "리사인 액티브 다음에 디드 엔터 백그라운드가 불립니다",
      "sceneWillResignActve, then sceneDidEnterBackgroud",
    ])
  func namesInEveryForm(_ answer: String) throws {
    #expect(try Self.outcome(answer, Self.leaving).isHit, "\(answer)")
  }

  @Test(
    "Two callbacks said the other way round contradict the point",
    arguments: [
      "sceneDidEnterBackground is called, then sceneWillResignActive.",
      "didEnterBackground → willResignActive",
      "willResignActive is called after didEnterBackground.",
      "didEnterBackground 다음에 willResignActive가 호출됩니다.",
      "willResignActive는 didEnterBackground 다음에 호출됩니다.",
    ])
  func reversedOrder(_ answer: String) throws {
    #expect(try Self.outcome(answer, Self.leaving).isContradicted, "\(answer)")
  }

  @Test("A contradiction quotes the answer as written, particles and spacing kept")
  func quoteAsWritten() throws {
    let outcome = try Self.outcome(
      "홈으로 가면 sceneDidEnterBackground가 먼저 호출되고, 그 다음에 sceneWillResignActive가 호출됩니다.", Self.leaving)
    guard case .contradicted(let said) = outcome else {
      Issue.record("not contradicted: \(outcome)")
      return
    }
    #expect(said.contains("sceneDidEnterBackground가 먼저 호출되고"), "\(said)")
    #expect(said.contains("sceneWillResignActive가 호출됩니다"), "\(said)")
  }

  @Test(
    "An order said with after, before or a Korean ending reads the right way",
    arguments: [
      "didEnterBackground is called after willResignActive.",
      "willResignActive comes before didEnterBackground.",
      "After willResignActive, didEnterBackground runs.",
      "didEnterBackground는 willResignActive 다음에 호출됩니다.",
      "willResignActive, didEnterBackground 순서로 호출됩니다.",
    ])
  func orderWords(_ answer: String) throws {
    #expect(try Self.outcome(answer, Self.leaving).isHit, "\(answer)")
  }

  @Test("A negated claim contradicts a point that needs it; the point's own negation does not")
  func negation() throws {
    let called = ClaimGrader.Point(expressions: ["willTerminate is called"])
    #expect(try Self.outcome("willTerminate is called when a running app is killed.", called).isHit)
    #expect(try Self.outcome("willTerminate is not called then.", called).isContradicted)
    #expect(try Self.outcome("applicationWillTerminate is never called.", called).isContradicted)
    let korean = ClaimGrader.Point(expressions: ["willTerminate 호출"])
    #expect(try Self.outcome("applicationWillTerminate는 호출되지 않습니다.", korean).isContradicted)
    let noCode = ClaimGrader.Point(expressions: ["runs no code"])
    #expect(try Self.outcome("A suspended app runs no code.", noCode).isHit)
    #expect(try Self.outcome("It runs no code, but it does not lose memory.", noCode).isHit)
  }

  @Test("A negative point is stated by negating its plain way, and contradicted by stating it")
  func negativePoint() throws {
    let point = ClaimGrader.Point(expressions: ["sceneDidDisconnect"], negative: true)
    #expect(try Self.outcome("sceneDidDisconnect is not called for Home.", point).isHit)
    #expect(try Self.outcome("홈으로 가도 sceneDidDisconnect는 호출되지 않습니다.", point).isHit)
    #expect(try Self.outcome("Going Home calls sceneDidDisconnect.", point).isContradicted)
    #expect(try Self.outcome("Home only backgrounds the scene.", point) == .missed)
    #expect(try Self.outcome("sceneDidDisconnect, sceneWillResignActive are not called then.", point).isHit)
    let korean = ClaimGrader.Point(expressions: ["이벤트를 받지"], negative: true)
    #expect(try Self.outcome("Inactive는 터치를 받지 못합니다.", .init(expressions: ["터치를 받지"], negative: true)).isHit)
    #expect(try Self.outcome("Inactive는 이벤트를 받지 않습니다.", korean).isHit)
  }

  @Test("A word that carries nothing alone hits nothing", arguments: ["foreground", "홈", "없습니다", "같은", "씬", "save"])
  func genericWords(_ word: String) throws {
    #expect(try Self.grader.isGeneric(word))
    let point = ClaimGrader.Point(expressions: [word])
    #expect(try !Self.outcome("모르겠습니다. 없습니다. foreground, save, 홈, 같은 씬", point).isHit)
  }

  @Test("A claim of a few words is not generic")
  func claimsAreNotGeneric() throws {
    for way in ["no events", "runs no code", "콜백 없이", "willEnterForeground", "foreground but no events"] {
      #expect(try !Self.grader.isGeneric(way), "\(way)")
    }
  }

  @Test("A bare list of names hits only points that are one name")
  func stuffing() throws {
    let list = "willResignActive, didEnterBackground, silently, no callback, in memory"
    let graded = try Self.grader.grade(
      list,
      points: [
        Self.leaving, .init(expressions: ["no callback"]), .init(expressions: ["in memory"]),
        .init(expressions: ["didEnterBackground"]),
      ])
    #expect(graded.points.map(\.isHit) == [false, false, false, true])
    let sentence = try Self.grader.grade(
      "willResignActive, then didEnterBackground, and suspension comes with no callback.",
      points: [Self.leaving, .init(expressions: ["no callback"])])
    #expect(sentence.points.map(\.isHit) == [true, true])
  }

  @Test("A known wrong belief, stated, contradicts the point even beside the right words")
  func knownWrongBelief() throws {
    let point = ClaimGrader.Point(
      expressions: ["not guaranteed", "may not be called"], contradictions: ["always called", "항상 호출"])
    #expect(try Self.outcome("willTerminate is always called before the app dies.", point).isContradicted)
    #expect(try Self.outcome("willTerminate는 항상 호출됩니다.", point).isContradicted)
    #expect(try Self.outcome("willTerminate is not always called; it is not guaranteed.", point).isHit)
  }

  @Test("An order the core calls the other way is contradicted, with the families named")
  func referenceOrder() throws {
    let reference = ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"]
    let point = ClaimGrader.Point(expressions: ["willEnterForeground"])
    let graded = try Self.grader.grade(
      "Coming back, sceneDidBecomeActive is called and then sceneWillEnterForeground.", points: [point],
      reference: reference)
    #expect(graded.orders == [OrderContradiction(before: "didBecomeActive", after: "willEnterForeground")])
    #expect(graded.points[0].isContradicted)
    #expect(graded.suggested == .again)
    let right = try Self.grader.grade(
      "Coming back, sceneWillEnterForeground is called and then sceneDidBecomeActive.", points: [point],
      reference: reference)
    #expect(right.orders.isEmpty && right.points[0].isHit)
  }

  @Test("Coverage suggests at most good; only contradictions and thin answers suggest again")
  func suggestions() {
    #expect(GradedAnswer(points: [.hit([]), .hit([])], orders: []).suggested == .good)
    #expect(GradedAnswer(points: [.hit([]), .missed], orders: []).suggested == .hard)
    #expect(GradedAnswer(points: [.hit([]), .missed, .missed], orders: []).suggested == .again)
    #expect(GradedAnswer(points: [.hit([]), .contradicted(said: "x")], orders: []).suggested == .again)
    #expect(GradedAnswer(points: [.missed], orders: []).overriding(0).suggested == .good)
    #expect(GradedAnswer(points: [.contradicted(said: "x")], orders: []).overriding(0).suggested == .again)
    #expect(GradedAnswer(points: [.hit([]), .hit([])], orders: [], thin: [1]).suggested == .hard)
    #expect(GradedAnswer(points: [.hit([]), .missed], orders: [], thin: [0]).overriding(1).suggested == .hard)
    #expect(GradedAnswer(points: [.hit([]), .hit([])], orders: [], doubtful: [0: "x"]).suggested == .hard)
    #expect(GradedAnswer(points: [.hit([]), .hit([])], orders: [], loose: [1]).suggested == .hard)
    #expect(GradedAnswer(points: [.hit([]), .missed], orders: [], loose: [1]).overriding(1).suggested == .good)
  }

  @Test("A long way said without one of its words hits loosely: hard, never contradicted, never an order word")
  func looseHit() throws {
    let point = ClaimGrader.Point(expressions: ["cover sensitive content before the snapshot is taken"])
    let loose = try Self.grader.grade("Cover sensitive data before the snapshot is taken.", points: [point])
    #expect(loose.hits == 1 && loose.loose == [0] && loose.suggested == .hard)
    let full = try Self.grader.grade("Cover sensitive content before the snapshot is taken.", points: [point])
    #expect(full.hits == 1 && full.loose.isEmpty && full.suggested == .good)
    // The missing word is the order: not the claim.
    #expect(try !Self.outcome("Cover sensitive content after the snapshot is taken.", point).isHit)
    // Said negated without one of its words: missed, not contradicted.
    let negated = try Self.outcome("Don't cover sensitive data before the snapshot is taken.", point)
    #expect(!negated.isHit && !negated.isContradicted)
    // A known wrong belief is matched whole only.
    let wrong = ClaimGrader.Point(
      expressions: ["zzzz qqqq"], contradictions: ["the system waits for every background task to finish"])
    #expect(try !Self.outcome("The system waits for every task to finish.", wrong).isContradicted)
  }

  @Test("All points hit, one only by a single word: hard, not good")
  func thinEvidence() throws {
    let points = [
      ClaimGrader.Point(expressions: ["coalesce", "delivered together"]),
      ClaimGrader.Point(expressions: ["main run loop", "queued on the run loop"]),
    ]
    let thin = try Self.grader.grade("They coalesce, and they are queued on the main run loop.", points: points)
    #expect(thin.hits == 2 && thin.thin == [0] && thin.suggested == .hard)
    let full = try Self.grader.grade(
      "They are delivered together, queued on the main run loop.", points: points)
    #expect(full.hits == 2 && full.thin.isEmpty && full.suggested == .good)
  }

  @Test("A dash ends a clause: the \"No\" before it answers the question and negates nothing after it")
  func dashEndsClause() throws {
    let point = ClaimGrader.Point(expressions: ["openURLContexts", "URLs go to the SceneDelegate"])
    let graded = try Self.grader.grade(
      "No — it goes to scene(_:openURLContexts:) on the scene delegate.", points: [point])
    #expect(graded.points[0].isHit)
  }

  @Test("A hyphen or an en dash with a space either side ends a clause as a dash does; inside a word it does not")
  func spacedHyphenEndsClause() throws {
    let point = ClaimGrader.Point(expressions: ["openURLContexts", "URLs go to the SceneDelegate"])
    for answer in [
      "No - it goes to scene(_:openURLContexts:) on the scene delegate.",
      "No – it goes to scene(_:openURLContexts:) on the scene delegate.",
    ] {
      #expect(try Self.grader.grade(answer, points: [point]).points[0].isHit, "\(answer)")
    }
    let joined = ClaimGrader.Point(expressions: ["=no alert with content-available"])
    #expect(try Self.outcome("Send content-available with no alert.", joined).isHit)
  }

  @Test("Korean connectives in their short forms (돌아가서, 불려서, 않으니) end a clause")
  func shortConnectivesEndClause() throws {
    let stops = ClaimGrader.Point(expressions: ["타이머가 멈"])
    #expect(try Self.outcome("메인 스레드가 안 돌아가서 타이머가 멈춥니다.", stops).isHit)
    let relyNot = ClaimGrader.Point(expressions: ["순서에 의존하면 안"])
    #expect(try Self.outcome("순서가 보장되지 않으니 순서에 의존하면 안 돼요.", relyNot).isHit)
  }

  @Test("A point also said the other way round elsewhere in the answer is in doubt: hard, not good")
  func doubtfulPoint() throws {
    let points = [
      ClaimGrader.Point(expressions: ["needed even with one window", "one scene per window"]),
      ClaimGrader.Point(expressions: ["multiple windows are optional"]),
    ]
    let doubtful = try Self.grader.grade(
      "It is not needed even with one window. There is one scene per window, and multiple windows are optional.",
      points: points)
    #expect(
      doubtful.hits == 2 && doubtful.doubtful == [0: "It is not needed even with one window"]
        && doubtful.suggested == .hard)
    let plain = try Self.grader.grade(
      "It is needed even with one window: one scene per window. Multiple windows are optional.", points: points)
    #expect(plain.hits == 2 && plain.doubtful.isEmpty && plain.suggested == .good)
    // The same way said, then unsaid in another sentence.
    let unsaid = try Self.grader.grade(
      "It is needed even with one window. Multiple windows are optional. Then again, it is not needed even with one window.",
      points: points)
    #expect(unsaid.hits == 2 && unsaid.doubtful[0] == "it is not needed even with one window")
    // One word under a negation is no doubt: "no" may be about anything.
    let word = try Self.grader.grade(
      "It is needed even with one window. No storyboard is used.",
      points: [ClaimGrader.Point(expressions: ["needed even with one window", "storyboard"])])
    #expect(word.hits == 1 && word.doubtful.isEmpty)
  }

  @Test("A negative point's way marked + says it plainly; unmarked, it needs a negation")
  func plainNegativeWay() throws {
    let point = ClaimGrader.Point(expressions: ["+suspended code frozen", "suspended runs code"], negative: true)
    #expect(
      try Self.grader.grade("A suspended app keeps its memory; its code is frozen.", points: [point]).points[0].isHit)
    #expect(try Self.grader.grade("A suspended app doesn't run code.", points: [point]).points[0].isHit)
    #expect(try Self.grader.grade("A suspended app runs code.", points: [point]).points[0].isContradicted)
  }

  @Test("A bare list hits no point said in words, even one of its names' points")
  func bareListOfWords() throws {
    let words = ClaimGrader.Point(expressions: ["UIApplication notifications", "didBecomeActiveNotification"])
    let names = ClaimGrader.Point(expressions: ["didBecomeActive", "willResignActive"])
    let graded = try Self.grader.grade(
      "NotificationCenter, didBecomeActiveNotification, willResignActive, didBecomeActive, UIScene, object.",
      points: [words, names])
    #expect(!graded.points[0].isHit && graded.points[1].isHit)
    let korean = try Self.grader.grade(
      "Inactive, 알림 센터, 제어 센터, 앱 스위처, 얼럿, 전화, 홈.",
      points: [
        ClaimGrader.Point(expressions: ["알림 센터", "제어 센터"])
      ])
    #expect(!korean.points[0].isHit, "제어 is a noun, so this is a bare list")
    // 민감한 describes the noun after it; 화면 is a noun, not an ending.
    let described = try Self.grader.grade(
      "스냅샷, 앱 스위처, sceneDidEnterBackground, 민감한 정보, 블러, 백그라운드, 프라이버시 화면.",
      points: [ClaimGrader.Point(expressions: ["민감한 정보를 가리"])])
    #expect(!described.points[0].isHit)
    let before = try Self.grader.grade(
      "스냅샷, 앱 스위처, 민감한 정보, 종료되기 직전, 블러, 백그라운드.",
      points: [ClaimGrader.Point(expressions: ["민감한 정보를 가리"])])
    #expect(!before.points[0].isHit, "되기 before a noun describes it; the list says nothing")
    let nouns = try Self.grader.grade(
      "sceneDidDisconnect, didDiscardSceneSessions, 씬 델리게이트, 세션, 리소스 해제, 데이터 삭제, 창 닫기. 순서가 중요합니다.",
      points: [ClaimGrader.Point(expressions: ["리소스를 해제"])])
    #expect(!nouns.points[0].isHit, "닫기 ends a list item, not a statement")
  }

  @Test("A sentence that is a bare list, with a sentence after it, hits only what the list alone would")
  func bareListSentence() throws {
    let cold = ClaimGrader.Point(expressions: ["sceneWillEnterForeground 콜드 스타트"])
    let stuffed = try Self.outcome(
      "sceneWillEnterForeground, didFinishLaunching, applicationWillEnterForeground, didBecomeActive, 콜드 스타트, "
        + "웜 스타트, 헬퍼 함수. 로그인 체크는 이 근처 어딘가에서 하면 됩니다.", cold)
    #expect(!stuffed.isHit, "\(stuffed)")
    #expect(try Self.outcome("sceneWillEnterForeground는 콜드 스타트에도 불립니다. 그래서 거기서 검사합니다.", cold).isHit)
    let frame = ClaimGrader.Point(expressions: ["400ms"])
    #expect(
      !(try Self.outcome("400ms, 100ms, first frame, launch screen, placeholder. These are the key words.", frame).isHit)
    )
    // A way of words search ignores, looked for as written, is not found in the list either.
    let framework = ClaimGrader.Point(expressions: ["UIKit"])
    #expect(try Self.outcome("It is UIKit that calls them.", framework).isHit)
    #expect(!(try Self.outcome("UIKit, SwiftUI, AppKit, Catalyst. These are the words.", framework).isHit))
    // A point said in names alone is still hit by one of them in the list.
    let names = ClaimGrader.Point(expressions: ["didBecomeActive", "willResignActive"])
    #expect(try Self.outcome("알림 센터, willResignActive, didBecomeActive, iOS 11, 멱등성. 그런 단어들입니다.", names).isHit)
    // Denials between commas are claims, not a list.
    let none = ClaimGrader.Point(expressions: ["zero callbacks"])
    #expect(
      try Self.outcome("Zero callbacks, no willTerminate, no sceneDidDisconnect, no notifs. Next launch is cold.", none)
        .isHit)
  }

  @Test("A way written with = is said within one clause, never gathered from a sentence's clauses")
  func oneClauseWay() throws {
    let swapped =
      "The run loop switches to the default mode while the user scrolls, and timers live in the tracking mode."
    let point = ClaimGrader.Point(
      expressions: ["switches to tracking mode"], contradictions: ["=switches to the default mode"])
    #expect(try Self.outcome(swapped, point).isContradicted)
    // A marked way of words search ignores is looked for without its mark.
    #expect(try Self.outcome("It is UIKit that calls them.", ClaimGrader.Point(expressions: ["=UIKit"])).isHit)
    #expect(try Self.outcome("Scenes: UIKit calls them.", ClaimGrader.Point(expressions: ["+UIKit"])).isHit)
    let strict = ClaimGrader.Point(expressions: ["=switches to tracking mode"])
    #expect(!(try Self.outcome(swapped, strict).isHit))
    #expect(try Self.outcome("While the user scrolls, the run loop switches to tracking mode.", strict).isHit)
    let correct = "The run loop switches to tracking mode while scrolling, and timers in the default mode wait."
    #expect(!(try Self.outcome(correct, point).isContradicted))
    let korean = ClaimGrader.Point(expressions: ["tracking 모드로 바뀌"], contradictions: ["=default 모드로 바뀌"])
    #expect(try Self.outcome("스크롤하면 런 루프가 default 모드로 바뀌고, 타이머는 tracking 모드에 있습니다.", korean).isContradicted)
    #expect(!(try Self.outcome("런 루프가 tracking 모드로 바뀌고, 타이머는 default 모드에 있습니다.", korean).isContradicted))
  }

  @Test("A way written with = is not denied across clauses either: only a negation in its own clause denies it")
  func oneClauseWayDeniedInItsClause() throws {
    let banner = ClaimGrader.Point(expressions: ["=banner makes it inactive"], negative: true)
    #expect(
      try !Self.outcome("The call banner is unconfirmed, and a full-screen call makes it inactive.", banner)
        .isContradicted)
    #expect(try Self.outcome("A banner makes it inactive.", banner).isContradicted)
    #expect(try Self.outcome("A banner never makes it inactive.", banner).isHit)
    let korean = ClaimGrader.Point(expressions: ["=configurationForConnecting이 불리"])
    #expect(
      try !Self.outcome("configurationForConnecting은 새 세션에만 쓰이고, didDiscardSceneSessions는 안 불립니다.", korean)
        .isContradicted)
    #expect(try Self.outcome("configurationForConnecting이 안 불립니다.", korean).isContradicted)
  }

  @Test("\"A, after which B\" and \"A. After that, B\" are A then B; \"A, which follows B\" is B then A")
  func pointingBack() throws {
    let launch = ClaimGrader.Point(expressions: ["didFinishLaunching then willConnectTo"])
    let reference = ["willFinishLaunching", "didFinishLaunching", "willConnectTo"]
    for answer in [
      "The delegate receives didFinishLaunching, after which a scene connects and gets its window in willConnectTo.",
      "You get didFinishLaunching. After that, UIKit connects a scene in willConnectTo.",
    ] {
      let graded = try Self.grader.grade(answer, points: [launch], reference: reference)
      #expect(graded.orders.isEmpty && !graded.points[0].isContradicted, "\(answer): \(graded)")
    }
    let reversed = try Self.grader.grade(
      "didFinishLaunching comes after willConnectTo.", points: [launch], reference: reference)
    #expect(!reversed.orders.isEmpty)
    let foreground = try Self.grader.grade(
      "It is posted right after sceneWillEnterForeground, which itself follows willConnectTo.",
      points: [ClaimGrader.Point(expressions: ["willConnectTo then willEnterForeground"])],
      reference: ["willConnectTo", "willEnterForeground", "didBecomeActive"])
    #expect(foreground.orders.isEmpty && foreground.points[0].isHit, "\(foreground)")
  }

  @Test("A selector written with its labels is one word of a bare list")
  func bareListWithSelector() throws {
    let point = ClaimGrader.Point(expressions: ["applicationState is background", "applicationState"])
    let graded = try Self.grader.grade(
      "didFinishLaunching, applicationState, background, inactive, launchOptions, scene(_:willConnectTo:options:), "
        + "sceneWillEnterForeground, 백그라운드 실행, 씬 기반 앱, AppDelegate 기반 앱.",
      points: [point])
    #expect(!graded.points[0].isHit)
    let short = try Self.outcome(
      "didFinishLaunching, applicationState, background, scene(_:willConnectTo:options:), inactive.", point)
    #expect(!short.isHit, "the selector's colons are no pause")
    // A colon between words still explains: this is a sentence, not a list.
    #expect(try Self.outcome("applicationState: background, at a background launch.", point).isHit)
  }

  @Test("A Korean word is found inside a longer one, but not inside its opposite (비활성, inactive)")
  func oppositePrefix() throws {
    let wrong = ClaimGrader.Point(
      expressions: ["zzzz qqqq"], contradictions: ["didFinishLaunching에서 applicationState는 active"])
    #expect(
      try !Self.outcome("You check applicationState in didFinishLaunching: it reads .inactive.", wrong).isContradicted)
    #expect(
      try Self.outcome("You check applicationState in didFinishLaunching: it reads .active.", wrong).isContradicted)
    let active = ClaimGrader.Point(expressions: ["활성 상태로 남"])
    #expect(try !Self.outcome("비활성 상태로 남습니다.", active).isHit)
    #expect(try Self.outcome("활성 상태로 남습니다.", active).isHit)
    #expect(try Self.outcome("메인스레드에서 호출됩니다.", ClaimGrader.Point(expressions: ["스레드에서 호출"])).isHit)
  }

  @Test(
    "A Korean verb stem is said in the forms its last syllable takes (치우: 치워요, 치웠고, 치웁니다; 넘기: 넘겨야)",
    arguments: [
      ("가림막을 치워요.", "가림막을 안 치워요."), ("가림막은 그때 치웠고 다시 그립니다.", "가림막은 그때 안 치웠고 다시 그립니다."),
      ("가림막을 치웁니다.", "가림막을 치우지 않습니다."), ("windowScene을 object로 넘겨야 돼요.", "windowScene을 object로 안 넘겨요."),
    ])
  func koreanStemForms(_ said: String, _ denied: String) throws {
    let point = ClaimGrader.Point(expressions: ["가림막을 치우", "windowScene을 object로 넘기"])
    #expect(try Self.outcome(said, point).isHit, "\(said)")
    #expect(try Self.outcome(denied, point).isContradicted, "\(denied)")
  }

  @Test("A stem's changed forms are its own: another stem's (치이, 치여) and a stem of one syllable (보) are not")
  func koreanStemFormsStayTheirs() throws {
    #expect(try !Self.outcome("가림막에 치여요.", ClaimGrader.Point(expressions: ["가림막을 치우"])).isHit)
    #expect(try !Self.outcome("화면을 봐요.", ClaimGrader.Point(expressions: ["화면을 보"])).isHit)
    #expect(try Self.outcome("화면을 보고 있어요.", ClaimGrader.Point(expressions: ["화면을 보"])).isHit)
  }

  @Test("Korean 아닌데, ~긴 한데 and 보이니 end their clause: a negation there is not the next clause's")
  func koreanConnectivesEndClauses() throws {
    #expect(
      try Self.outcome("막혀 있는 건 아닌데 대부분은 필요 없어요.", ClaimGrader.Point(expressions: ["대부분은 필요 없"])).isHit)
    #expect(
      try Self.outcome("전이가 없다고 보는 게 일반적이긴 한데 공개 로그가 없어요.", ClaimGrader.Point(expressions: ["공개 로그가 없"]))
        .isHit)
    #expect(try Self.outcome("화면이 꺼져 안 보이니 타이머가 멈춰요.", ClaimGrader.Point(expressions: ["타이머가 멈추"])).isHit)
  }

  @Test("Korean 안 joined to its verb (안된다, 안됩니다, 안합니다) negates it")
  func koreanJoinedNegation() throws {
    let point = ClaimGrader.Point(expressions: ["willTerminate 호출"], negative: true)
    #expect(try Self.outcome("재부팅할 때는 willTerminate가 호출 안된다.", point).isHit)
    #expect(try Self.outcome("재부팅할 때는 willTerminate가 호출 안됩니다.", point).isHit)
    #expect(try Self.outcome("재부팅할 때는 willTerminate가 호출됩니다.", point).isContradicted)
    let task = ClaimGrader.Point(expressions: ["푸시로 앱을 실행"], negative: true)
    #expect(try Self.outcome("강제 종료한 앱은 푸시로 앱을 실행 안합니다.", task).isHit)
  }

  @Test("A Korean purpose clause (~지 않도록) ends there: its negation is not the main clause's")
  func koreanPurposeClause() throws {
    let point = ClaimGrader.Point(expressions: ["복원 상태를 지우"])
    #expect(try Self.outcome("같은 크래시가 반복되지 않도록 시스템이 저장된 복원 상태를 지웁니다.", point).isHit)
    #expect(try Self.outcome("시스템은 저장된 복원 상태를 지우지 않습니다.", point).isContradicted)
  }

  @Test("Korean words that only look negated (틀림없이, 빠짐없이, 없애다) negate nothing")
  func koreanNegationLookalikes() throws {
    let called = ClaimGrader.Point(expressions: ["didEnterBackground 호출"])
    #expect(try Self.outcome("didEnterBackground는 틀림없이 호출됩니다.", called).isHit)
    #expect(try Self.outcome("didEnterBackground는 빠짐없이 호출됩니다.", called).isHit)
    #expect(try Self.outcome("didEnterBackground는 호출되지 않습니다.", called).isContradicted)
    let removed = ClaimGrader.Point(expressions: ["옵저버를 정리"])
    #expect(try Self.outcome("옵저버를 없애서 정리해요.", removed).isHit)
  }

  @Test("A Korean guess (~지 않을까요) or \"알지 못합니다\" claims nothing")
  func koreanGuessesClaimNothing() throws {
    #expect(
      try !Self.outcome("아마 iOS가 알아서 다 복원해 주지 않을까요?", ClaimGrader.Point(expressions: ["복원되지 않"])).isHit)
    #expect(try !Self.outcome("콜백에 대해서는 정확히 알지 못합니다.", ClaimGrader.Point(expressions: ["콜백이 없"])).isHit)
    #expect(try Self.outcome("복원되지 않습니다.", ClaimGrader.Point(expressions: ["복원되지 않"])).isHit)
  }

  @Test("A way's word is also said by its synonym, in either language")
  func synonyms() throws {
    // Not `terminates`: that is read as the name willTerminate.
    let point = ClaimGrader.Point(expressions: ["system purges the app", "시스템이 앱을 종료"])
    #expect(try Self.outcome("The system simply kills the app.", point).isHit)
    #expect(try Self.outcome("시스템이 앱을 그냥 죽여 버립니다.", point).isHit)
    #expect(!(try Self.outcome("The system suspends the app.", point).isHit))
    // `end` is also `terminate` here: a task run to completion was not ended by the system.
    let ended = ClaimGrader.Point(expressions: ["the system can end it"])
    #expect(!(try Self.outcome("The system lets it run to completion.", ended).isHit))
    #expect(
      try Self.outcome(
        "The system can finish it early.", ClaimGrader.Point(expressions: ["the system can complete it"])
      ).isHit)
  }

  @Test("Words spread over clauses that each negate once say one negation, not two")
  func spreadNegation() throws {
    let point = ClaimGrader.Point(expressions: ["phase for suspended"], negative: true)
    #expect(try Self.outcome("There's nothing for suspended, so there's no phase for it.", point).isHit)
    #expect(try Self.outcome("There is a phase for suspended.", point).isContradicted)
  }

  @Test("A way spread over clauses is denied by a negation in its last clause, not by one in an earlier clause")
  func spreadMixedNegation() throws {
    let purged = ClaimGrader.Point(expressions: ["suspended apps are terminated first"])
    let correct = try Self.outcome("Suspended apps get nothing, and they are terminated first.", purged)
    #expect(!correct.isContradicted, "\(correct)")
    #expect(try Self.outcome("Suspended apps are never terminated first.", purged).isContradicted)
    let restored = ClaimGrader.Point(expressions: ["씬 세션 복원"])
    #expect(try Self.outcome("씬 세션은 사라지기 때문에 복원할 수 없습니다.", restored).isContradicted)
    let early = try Self.outcome("씬 세션은 안 사라지기 때문에 복원합니다.", restored)
    #expect(!early.isContradicted, "\(early)")
  }

  @Test("A point's order said in words (before, 먼저) is said in one clause, not assembled from two")
  func orderWordInOneClause() throws {
    let korean = ClaimGrader.Point(expressions: ["인식기가 터치를 먼저"])
    #expect(try Self.outcome("제스처 인식기가 터치를 먼저 받습니다.", korean).isHit)
    let swapped = try Self.outcome("뷰가 터치를 먼저 받고, 끝난 다음에 인식기가 그 터치를 넘겨받습니다.", korean)
    #expect(!swapped.isHit, "\(swapped)")
    let english = ClaimGrader.Point(expressions: ["recognizers see touches before the view"])
    #expect(try Self.outcome("Gesture recognizers see touches before the view does.", english).isHit)
    let reversed = try Self.outcome("The view sees touches before anyone, and the recognizers see them later.", english)
    #expect(!reversed.isHit, "\(reversed)")
  }

  @Test("A Korean ~지 ends its clause unless a negation follows (요구하지 않습니다)")
  func connectiveJi() throws {
    let scenes = ClaimGrader.Point(expressions: ["씬 도입 요구"])
    let answer = "iOS 27 SDK는 씬 도입만 요구하지 멀티 윈도우를 요구하지 않습니다."
    #expect(try Self.outcome(answer, scenes).isHit)
    #expect(try Self.outcome(answer, ClaimGrader.Point(expressions: ["멀티 윈도우 요구"])).isContradicted)
  }

  @Test("A Korean quoting ending (간다고) does not end the clause: its negation is the name's")
  func quotingEnding() throws {
    let point = ClaimGrader.Point(expressions: ["sceneDidDisconnect"], negative: true)
    let graded = try Self.grader.grade("sceneDidDisconnect는 홈 간다고 불리는 게 아니에요.", points: [point])
    #expect(graded.points[0].isHit, "\(graded.points[0])")
  }

  @Test("A pause belongs to its own sentence: no way is read across two sentences through a comma")
  func pauseInSentence() throws {
    let point = ClaimGrader.Point(expressions: ["sources disagree"])
    let graded = try Self.grader.grade("The sources are old. Apple and the logs, they disagree.", points: [point])
    #expect(!graded.points[0].isHit)
  }

  @Test("\"~면 안 됩니다\" keeps its negation: the ending does not cut the clause there")
  func mustNot() throws {
    let point = ClaimGrader.Point(expressions: ["신호로 쓰면 안"])
    let graded = try Self.grader.grade("Inactive 상태를 다른 곳을 본다는 신호로 쓰면 안 됩니다.", points: [point])
    #expect(graded.points[0].isHit, "\(graded.points[0])")
  }

  @Test("A backward cue belongs to the name beside it: not to 복원 in \"A은 복원 전에, B은\", nor to a clause it opens")
  func backwardCueBesideName() throws {
    let launch = ["willFinishLaunching", "didFinishLaunching"]
    let korean = try Self.grader.grade(
      "willFinishLaunching은 상태 복원 전에, didFinishLaunching은 복원이 끝난 다음에 호출됩니다.",
      points: [ClaimGrader.Point(expressions: ["willFinishLaunching"])], reference: launch)
    #expect(korean.orders.isEmpty, "\(korean.orders)")
    let english = try Self.grader.grade(
      "applicationDidEnterBackground(_:) once it's in the background, applicationWillEnterForeground(_:) as it heads back.",
      points: [ClaimGrader.Point(expressions: ["didEnterBackground"])],
      reference: ["didEnterBackground", "willEnterForeground"])
    #expect(english.orders.isEmpty, "\(english.orders)")
    // Beside a name, the cue still reverses: "B 전에 A" and "A comes after B".
    let reversed = try Self.grader.grade(
      "didFinishLaunching 전에 willFinishLaunching이 호출됩니다.",
      points: [ClaimGrader.Point(expressions: ["willFinishLaunching then didFinishLaunching"])], reference: launch)
    #expect(reversed.orders.isEmpty && reversed.points[0].isHit)
  }

  @Test("An arrow orders the names beside it, not two names far either side of it")
  func arrowNearNames() throws {
    let reference = ["willConnectTo", "viewDidLoad"]
    let point = ClaimGrader.Point(expressions: ["viewDidLoad"])
    let far = try Self.grader.grade(
      "viewDidLoad fires on first access to vc.view → a code-built window shows it, usually inside willConnectTo.",
      points: [point], reference: reference)
    #expect(far.orders.isEmpty, "\(far.orders)")
    let nextSentence = try Self.grader.grade(
      "viewDidLoad 다음에 화면이 뜨면 사용자가 연 것. → UI나 분석 세션 같은 사용자 작업은 willConnectTo 말고 나중에.",
      points: [point], reference: reference)
    #expect(nextSentence.orders.isEmpty, "\(nextSentence.orders)")
    let near = try Self.grader.grade("viewDidLoad → willConnectTo.", points: [point], reference: reference)
    #expect(near.orders.map { $0.before + " → " + $0.after } == ["viewDidLoad → willConnectTo"])
  }

  @Test("The period of e.g. or i.e. ends no sentence; etc. ends one before a capital letter")
  func abbreviations() throws {
    let point = ClaimGrader.Point(expressions: ["restored goes straight to willConnectTo"])
    for answer in [
      "A restored session (e.g. after a kill in the background) goes straight to willConnectTo.",
      "A restored session, i.e. one the system kept, goes straight to willConnectTo.",
      "A restored session after kills, crashes etc. goes straight to willConnectTo.",
    ] {
      #expect(try Self.grader.grade(answer, points: [point]).points[0].isHit, "\(answer)")
    }
    let ended = try Self.grader.grade(
      "A restored session after kills, crashes etc. Then it goes straight to willConnectTo.", points: [point])
    #expect(!ended.points[0].isHit)
  }

  @Test("\"때문에\" ends the clause of the cause: a negation after it is not the cause's")
  func because() throws {
    let point = ClaimGrader.Point(expressions: ["스레드에 안전하지 않"])
    let graded = try Self.grader.grade(
      "UIKit은 스레드에 안전하기 때문에 어느 스레드에서 호출해도 문제는 없습니다.", points: [point])
    #expect(!graded.points[0].isHit, "\(graded.points[0])")
  }

  @Test("\"~라서\" ends the clause of the cause: its negation is not the next clause's")
  func becauseItIs() throws {
    let point = ClaimGrader.Point(expressions: ["백그라운드가 아니"])
    let graded = try Self.grader.grade(
      "백그라운드로 간 건 아니라서 didEnterBackground는 아직 안 불립니다.", points: [point])
    #expect(graded.points[0].isHit, "\(graded.points[0])")
  }

  @Test("\"~지 마세요\" negates its clause")
  func doNot() throws {
    let point = ClaimGrader.Point(expressions: ["싱글턴에 두지 않"])
    #expect(try Self.outcome("창별 상태는 싱글턴에 두지 마세요.", point).isHit)
  }

  @Test("A contradiction's quote stays in its own sentence")
  func quoteInSentence() throws {
    let point = ClaimGrader.Point(expressions: ["sources disagree"])
    let graded = try Self.grader.grade(
      "The sources don't disagree, it is called for a running app. Never for a suspended app, a crash, "
        + "or a reboot, or a memory kill.", points: [point])
    guard case .contradicted(let said) = graded.points[0] else {
      Issue.record("expected a contradiction, got \(graded.points[0])")
      return
    }
    #expect(said == "The sources don't disagree")
  }
}
