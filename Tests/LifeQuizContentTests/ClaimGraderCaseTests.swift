import LifeQuizContent
import LifeQuizTestSupport
import QuizEngine
import Testing

/// Answers as learners type or say them in a mock interview, each checked
/// against key points it should and should not hit, with the real vocabulary
/// in Localization/vocabulary/.
@Suite("Claim grading: answers as learners say them")
struct ClaimGraderCaseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let answer: String
    /// Each point's expressions and whether the answer should hit it.
    let points: [(expressions: [String], hit: Bool)]
    var testDescription: String { String(answer.prefix(40)) }
  }

  static let grader = Result {
    try GradingVocabularyReader.grader(localizationFolder: ContentFixture.localization.local)
  }

  /// Whether each point, given as its ways of saying it, is hit.
  static func hits(_ answer: String, _ points: [[String]]) throws -> [Bool] {
    try grader.get().grade(answer, points: points.map { ClaimGrader.Point(expressions: $0) }).points.map(\.isHit)
  }

  static let english: [Case] = [
    Case(
      answer:
        "Notification banner, incoming call, iOS 14 compact call banner, full-screen call UI, willResignActive, "
        + "didBecomeActive, didEnterBackground, Inactive, Active, Background.",
      points: [(["full-screen call"], false), (["compact call banner"], false)]),
    Case(
      answer: "Not running, inactive, active, background, and apps in memory run no code.",
      points: [(["apps in memory run no code", "no code"], true)]),
    Case(
      answer:
        "Scene life cycle, UIScene, UISceneDelegate, scene manifest, Info.plist, SwiftUI App, iOS 13, iOS 18.4, "
        + "iOS 26, iOS 27 SDK, multiple windows.",
      points: [(["iOS 27 SDK"], false), (["scene manifest"], false), (["SwiftUI App"], false)]),
    Case(
      answer: "Inactive ≠ background: the app is still on screen. And active != receiving events? No.",
      points: [(["inactive is not background"], true), (["inactive is background"], false)]),
    Case(
      answer: "In iOS 26 the view hierarchy stays in the window → nothing is called.",
      points: [(["view hierarchy stays in the window"], true), (["nothing is called", "no callback"], true)]),
    Case(
      answer: "Under memory pressure the system kills suspended apps first without telling them.",
      points: [(["suspended apps are killed first"], true), (["without telling them", "no warning"], true)]),
    Case(
      answer: "It is killed by the OS without running any code. It is not the case that it goes without notice.",
      points: [(["=killed by the OS without running code"], true), (["without notice"], false)]),
    Case(
      answer: "I save as changes happen, with a short debounce, instead of waiting for applicationWillTerminate.",
      points: [
        (["save in applicationWillTerminate"], false), (["not waiting for applicationWillTerminate"], true),
        (["save as changes happen"], true),
      ]),
    Case(
      answer: "With scenes, each scene delegate receives those four instead of the app delegate.",
      points: [(["scene delegate instead"], true), (["app delegate receives those four"], false)]),
    Case(
      answer: "I'd pause the game rather than. The app gets sceneWillResignActive first.",
      points: [(["gets sceneWillResignActive first"], true)]),
    Case(
      answer: "When it comes back, rather than jumping straight back into play I'd show a pause menu.",
      points: [(["show a pause menu"], true), (["jumping straight back into play"], false)]),
    // A bracketed aside is no item of a list, and `then` between names orders them.
    Case(
      answer: "sceneDidDisconnect first (scene delegate), then didDiscardSceneSessions (app delegate).",
      points: [(["sceneDidDisconnect first"], true), (["didDiscardSceneSessions app delegate"], true)]),
    Case(
      answer:
        "willResignActive (inactive), didEnterBackground (background), sceneDidDisconnect, deinit, memory warning.",
      points: [(["willResignActive inactive"], false), (["didEnterBackground background"], false)]),
    Case(
      answer: "Without exception it goes through willResignActive first.",
      points: [(["goes through willResignActive first"], true)]),
    Case(
      answer: "Suspended apps might get swapped out, but I don't really know whether there's a callback for it.",
      points: [(["no callback"], false), (["gets a callback"], false)]),
    // An order word keeps its side of the name it belongs to.
    Case(
      answer:
        "It is taken when willResignActive fires. By the time didEnterBackground runs it already exists, "
        + "so hiding data there only changes what's shown after a cold launch.",
      points: [(["after didEnterBackground"], false), (["taken when willResignActive fires"], true)]),
    Case(
      answer: "The switcher snapshot is taken right after didEnterBackground returns.",
      points: [(["after didEnterBackground"], true), (["before didEnterBackground"], false)]),
    // A list with one `key: value` item is still a list.
    Case(
      answer:
        "content-available, aps, APNs, apns-push-type: background, apns-priority 5, remote-notification background mode, "
        + "didReceiveRemoteNotification, UIBackgroundFetchResult, 30 seconds, throttling.",
      points: [(["30 seconds"], false), (["throttling"], false), (["didReceiveRemoteNotification"], true)]),
    Case(
      answer: "A suspended app dosen't get a callback when it is purged.",
      points: [(["no callback", "doesn't get a callback"], true), (["gets a callback"], false)]),
    Case(
      answer: "When a suspended app is purged, neither applicationWillTerminate nor sceneDidDisconnect is called.",
      points: [
        (["applicationWillTerminate is not called"], true), (["sceneDidDisconnect is not called"], true),
        (["applicationWillTerminate is called"], false), (["sceneDidDisconnect is called"], false),
      ]),
    Case(
      answer: "Neither sceneDidDisconnect nor applicationWillTerminate runs for a suspended app that is purged.",
      points: [(["sceneDidDisconnect runs"], false), (["applicationWillTerminate doesn't run"], true)]),
    Case(
      answer: "Inactive means the app is in the foreground but it doesn't receive events.",
      points: [(["no events", "not receiving events", "doesn't receive events"], true), (["runs no code"], false)]),
    Case(
      answer: "Inactive is foreground and it does receive touch events, I think.",
      points: [(["not receiving events", "doesn't receive events"], false), (["foreground"], false)]),
    Case(
      answer: "A suspended app stays in memory but executes no code, and it gets no callback when it's suspended.",
      points: [
        (["stays in memory"], true), (["no callback", "silently"], true), (["no code", "doesn't run code"], true),
      ]),
    Case(
      answer: "The last callback is didEnterBackground. After that the app can be suspended at any time.",
      points: [(["no callback", "without notice"], false), (["didEnterBackground", "did enter background"], true)]),
    Case(
      answer: "When the user goes home we get scene will resign active and then scene did enter background.",
      points: [
        (["sceneWillResignActive(_:)"], true), (["sceneDidEnterBackground(_:)"], true),
        (["sceneDidDisconnect(_:)"], false),
      ]),
    Case(
      answer:
        "On a cold launch the scene gets willConnectTo, then sceneWillEnterForeground, then sceneDidBecomeActive.",
      points: [
        (["scene(_:willConnectTo:options:)", "willConnectTo"], true), (["sceneWillEnterForeground(_:)"], true),
        (["applicationWillEnterForeground(_:)"], false),
      ]),
    Case(
      answer: "Swiping the app away in the app switcher kills it. If it was suspended, it hears nothing at all.",
      points: [
        (["app switcher", "force quit"], true), (["suspended app gets nothing", "hears nothing"], true),
        (["applicationWillTerminate"], false),
      ]),
    Case(
      answer:
        "applicationWillTerminate is only called when the app is still running in the background, never for a suspended app.",
      points: [
        (["applicationWillTerminate(_:)"], true), (["still running", "running in the background"], true),
        (["memory warning"], false),
      ]),
    Case(
      answer: "I would save user data in sceneDidEnterBackground because after that there might be no chance.",
      points: [
        (["save in didEnterBackground", "save data in sceneDidEnterBackground"], true),
        (["willResignActive to pause"], false),
      ]),
    Case(
      answer:
        "Use willResignActive to pause games and timers, and didEnterBackground to save state and release resources.",
      points: [
        (["pause in willResignActive", "willResignActive pause"], true),
        (["save in didEnterBackground", "didEnterBackground save"], true),
      ]),
    Case(
      answer:
        "viewWillAppear is not called when the app comes back from the background, because the view never left the hierarchy.",
      points: [
        (["viewWillAppear not called", "viewWillAppear isn't called"], true),
        (["never left the hierarchy", "stays in the hierarchy"], true),
        (["viewDidLoad again"], false),
      ]),
    Case(
      answer:
        "To detect a return I observe UIApplication.willEnterForegroundNotification or implement sceneWillEnterForeground.",
      points: [
        (["willEnterForegroundNotification"], true), (["sceneWillEnterForeground(_:)"], true),
        (["viewWillAppear"], false),
      ]),
    Case(
      answer:
        "Since iOS 13 the UI life cycle moved to the scene delegate so one app can have multiple windows on iPad.",
      points: [
        (["scene delegate", "SceneDelegate"], true), (["multiple windows", "several windows"], true),
        (["iOS 12"], false),
      ]),
    Case(
      answer:
        "Prewarming can start the process before the user taps the icon, so don't assume protected data is available.",
      points: [
        (["before the user taps", "before the user opens"], true),
        (["isProtectedDataAvailable", "don't assume protected data"], true),
      ]),
    Case(
      answer: "UIApplicationMain creates the UIApplication object and its delegate, and starts the main run loop.",
      points: [(["UIApplicationMain"], true), (["main run loop", "run loop"], true), (["storyboard"], false)]),
    Case(
      answer: "Suspension happens silently, without any notification to the app.",
      points: [(["without notice", "silently", "no callback"], true), (["didEnterBackground"], false)]),
    Case(
      answer: "A memory warning goes to running apps only; a suspended app is purged without a warning.",
      points: [
        (["only running apps", "running apps only"], true), (["purged without a warning", "no warning"], true),
      ]),
    Case(
      answer: "The scene phase of an App is an aggregate: active if any scene is active.",
      points: [(["aggregate", "any scene is active"], true), (["per view"], false)]),
    Case(
      answer: "In a scene app, a custom URL arrives in scene(_:openURLContexts:) when the app is already running.",
      points: [
        (["openURLContexts"], true), (["already running", "warm"], true),
        (["connectionOptions", "connection options"], false),
      ]),
    Case(
      answer: "Cold start with a URL: the URL is in the connection options of willConnectTo.",
      points: [
        (["connectionOptions", "connection options"], true), (["willConnectTo"], true), (["openURLContexts"], false),
      ]),
    Case(
      answer:
        "With a sheet, the presenting view controller doesn't get viewWillDisappear since it stays in the hierarchy.",
      points: [
        (["presenter gets no disappear", "doesn't get viewWillDisappear"], true), (["stays in the hierarchy"], true),
        (["full screen removes"], false),
      ]),
    Case(
      answer:
        "Background time is about thirty seconds; check backgroundTimeRemaining and end the task in the expiration handler.",
      points: [(["backgroundTimeRemaining"], true), (["expiration handler"], true), (["BGTaskScheduler"], false)]),
    // A slip in a long word is forgiven; a short word stays exact.
    Case(
      answer: "Call beginBackgroudTask before the upload and save when you enter the backgorund.",
      points: [
        (["beginBackgroundTask"], true), (["save when entering the background"], true), (["parse the upload"], false),
      ]),
    // "once it's off screen," opens a clause of its own: no backward order.
    Case(
      answer:
        "The scene first loses touches, sceneWillResignActive(_:), and then, once it's off screen, "
        + "sceneDidEnterBackground(_:).",
      points: [(["willResignActive then didEnterBackground"], true)]),
    // A parenthesis is a clause: its negation stays inside.
    Case(
      answer: "The sources disagree (the old guide says no notification is sent).",
      points: [(["sources disagree"], true)]),
    // A negation in a condition is about the condition, not a claim.
    Case(
      answer: "If the method doesn't return within about five seconds, the watchdog kills the app.",
      points: [(["return within five seconds"], true)]),
    Case(
      answer: "Save quickly, and if the method doesn't return within about five seconds, the watchdog kills the app.",
      points: [(["return within five seconds"], true)]),
    // A name in a clause that says it is unsure is not said there.
    Case(
      answer: "I'd guess the system closes apps politely, but I don't know whether that calls willTerminate.",
      points: [(["no willTerminate"], false)]),
  ]

  static let korean: [Case] = [
    // A short remark that sums a list up claims nothing; 로고 is a noun.
    Case(
      answer:
        "beginBackgroundTask(expirationHandler:), endBackgroundTask, 만료 핸들러, backgroundTimeRemaining, 30초, "
        + "백그라운드 상태, Suspended 상태, 백그라운드 URLSession, BGProcessingTask… 이런 것들로 처리합니다.",
      points: [(["30초"], false), (["백그라운드 URLSession"], false), (["만료 핸들러"], false)]),
    Case(
      answer: "Inactive, Background, 알림 센터, 제어 센터, 얼럿, 전화, SpriteKit isPaused, 일시 정지 화면.",
      points: [(["일시 정지 화면"], false)]),
    // "~어도" (even if) ends its clause.
    Case(
      answer: "씬 기반 앱이어도 사일런트 푸시는 앱 델리게이트가 받습니다.",
      points: [(["=씬 델리게이트가 사일런트 푸시를 받"], false), (["앱 델리게이트가 받습니다"], true)]),
    Case(
      answer: "스플래시, 로고, HIG, 첫 화면, 플레이스홀더, 스켈레톤 UI.",
      points: [(["스켈레톤"], false), (["플레이스홀더 화면"], false)]),
    Case(
      answer: "백그라운드 들어가고 나서, didEnterBackground 리턴되고 바로 찍어요. 다음에 켰을 때 didFinishLaunching 조금 뒤에 와요.",
      points: [
        (["sceneDidEnterBackground 리턴하고 나서"], true), (["didFinishLaunching 다음"], true),
        (["didEnterBackground 전"], false),
      ]),
    Case(
      answer:
        "화면에서 내려가면 applicationDidEnterBackground가 오고, 돌아올 때는 applicationWillEnterForeground 다음에, "
        + "다시 이벤트를 받으면서 applicationDidBecomeActive가 옵니다.",
      points: [
        (["didEnterBackground then willEnterForeground"], true), (["willEnterForeground then didBecomeActive"], true),
      ]),
    Case(
      answer: "expiration handler도 main이라 거기서 무거운 작업은 안 하는 게 좋아요.",
      points: [(["expiration handler도 main에서"], true), (["expiration handler는 main에서 안 돌"], false)]),
    Case(
      answer: "그 API로는 스위처 카드를 못 가리니 백그라운드로 가기 전에 민감한 화면을 직접 가립니다.",
      points: [(["백그라운드로 가기 전에 화면을 가리"], true), (["스위처 카드를 못 가리"], true), (["화면을 가리지 않"], false)]),
    Case(
      answer: "그 속성은 쓸 수 없다는 에러가 납니다.",
      points: [(["에러가 납"], true), (["속성은 쓸 수 없"], true), (["에러가 안 납"], false)]),
    Case(
      answer: "안 그러면 기본값으로 데이터를 덮어써요.",
      points: [(["데이터를 덮어쓰"], true), (["데이터를 덮어쓰지 않"], false)]),
    Case(
      answer: "씬을 쓰지 않는 앱은 applicationDidBecomeActive를 받습니다.",
      points: [(["applicationDidBecomeActive를 받"], true), (["applicationDidBecomeActive를 받지 않"], false)]),
    Case(
      answer: "Suspended로 들어갈 때 따로 오는 콜백은 업어요. 그냥 멈춰요.",
      points: [(["콜백 없", "콜백은 없"], true), (["콜백이 와"], false)]),
    Case(
      answer: "Inactive는 포그라운드에 있지만 이벤트는 받지 않는 상태입니다.",
      points: [(["이벤트를 받지 않", "이벤트를 못"], true), (["포그라운드지만", "포그라운드에 있지만"], true), (["코드를 실행하지"], false)]),
    Case(
      answer: "인액티브 상태는 포어그라운드에 있는데 이벤트를 받는 상태예요.",
      points: [(["포그라운드"], false), (["Inactive 상태는 포어그라운드", "인액티브 상태는 포그라운드"], true), (["이벤트를 받지"], false)]),
    Case(
      answer: "Suspended 상태에서는 메모리에 남아 있지만 코드를 실행하지 않습니다. 들어갈 때 콜백도 없습니다.",
      points: [(["메모리에 남", "메모리에 있"], true), (["코드를 실행하지", "실행하지 않"], true), (["콜백은 없", "콜백 없"], true)]),
    Case(
      answer: "서스펜드 상태가 되면 sceneDidEnterBackground가 다시 호출됩니다.",
      points: [(["Suspended", "서스펜디드"], true), (["콜백은 없", "호출 없"], false), (["sceneDidEnterBackground"], true)]),
    Case(
      answer: "홈으로 나가면 sceneWillResignActive가 먼저 불리고 그다음 sceneDidEnterBackground가 불립니다.",
      points: [
        (["sceneWillResignActive(_:)"], true), (["sceneDidEnterBackground(_:)"], true),
        (["applicationWillTerminate"], false),
      ]),
    Case(
      answer: "앱 스위처에서 강제 종료하면 Suspended 상태였던 앱은 아무 호출도 받지 못합니다.",
      points: [
        (["강제 종료", "스와이프로 종료"], true), (["아무 호출도 받지 못", "아무것도 받지 못"], true), (["applicationWillTerminate"], false),
      ]),
    Case(
      answer: "applicationWillTerminate는 백그라운드에서 아직 실행 중인 앱을 종료할 때만 호출돼요.",
      points: [(["applicationWillTerminate(_:)"], true), (["실행 중", "아직 실행"], true), (["메모리 경고"], false)]),
    Case(
      answer: "데이터 저장은 didEnterBackground에서 하는 게 안전합니다.",
      points: [(["didEnterBackground에서 저장", "didEnterBackground 저장"], true), (["willResignActive에서 일시정지"], false)]),
    Case(
      answer: "willResignActive에서는 게임이나 타이머를 일시정지하고, didEnterBackground에서는 상태를 저장하고 리소스를 해제합니다.",
      points: [
        (["willResignActive 일시정지", "willResignActive에서 멈추"], true), (["didEnterBackground 저장"], true),
        (["리소스를 해제"], true),
      ]),
    Case(
      answer: "백그라운드에서 돌아올 때 viewWillAppear는 호출되지 않습니다. 뷰가 계층에서 빠진 적이 없기 때문입니다.",
      points: [
        (["viewWillAppear 호출되지 않", "viewWillAppear는 불리지 않"], true), (["계층에서 빠진 적이 없", "계층에 남"], true),
        (["viewDidLoad 다시"], false),
      ]),
    Case(
      answer: "복귀를 감지하려면 sceneWillEnterForeground를 쓰거나 willEnterForegroundNotification을 구독합니다.",
      points: [
        (["sceneWillEnterForeground(_:)"], true), (["willEnterForegroundNotification", "노티피케이션"], true),
        (["viewWillAppear"], false),
      ]),
    Case(
      answer: "iOS 13부터 UI 생명주기가 씬 델리게이트로 옮겨 갔고, 그래서 아이패드에서 여러 윈도우를 띄울 수 있습니다.",
      points: [(["씬 델리게이트로 옮겨", "SceneDelegate"], true), (["여러 윈도우", "멀티 윈도우"], true), (["iOS 12"], false)]),
    Case(
      answer: "라이프사이클은 씬 단위로 관리됩니다.",
      points: [(["생명주기"], true), (["씬 단위"], true)]),
    Case(
      answer: "메인스레드에서만 UI를 업데이트해야 합니다.",
      points: [(["메인 스레드"], true), (["UI 업데이트", "UI를 갱신"], true), (["백그라운드 스레드에서 UI"], false)]),
    Case(
      answer: "쓰레드 관점에서 보면 UIKit은 메인 스레드 전용이에요.",
      points: [(["메인 스레드"], true), (["UIKit"], true), (["런루프"], false)]),
    Case(
      answer: "프리워밍 때문에 사용자가 아이콘을 누르기 전에 프로세스가 뜰 수 있어서 isProtectedDataAvailable을 확인합니다.",
      points: [(["프리워밍", "미리 실행"], true), (["isProtectedDataAvailable"], true), (["didFinishLaunching은 항상"], false)]),
    Case(
      answer: "UIApplicationMain이 UIApplication 객체와 델리게이트를 만들고 메인 런루프를 돌립니다.",
      points: [(["UIApplicationMain"], true), (["런 루프", "런루프"], true), (["@main"], false)]),
    Case(
      answer: "메모리 경고는 실행 중인 앱에만 오고, Suspended 앱은 경고 없이 메모리에서 해제됩니다.",
      points: [(["실행 중인 앱에만", "실행 중인 앱만"], true), (["경고 없이"], true), (["applicationWillTerminate"], false)]),
    Case(
      answer: "App의 scenePhase는 모든 씬을 합친 값이라서 하나라도 active면 active입니다.",
      points: [(["합친 값", "집계"], true), (["하나라도 active"], true), (["뷰마다 다름"], false)]),
    Case(
      answer: "앱이 이미 실행 중이면 URL은 scene(_:openURLContexts:)로 들어옵니다.",
      points: [(["openURLContexts"], true), (["이미 실행 중", "웜 스타트"], true), (["connectionOptions"], false)]),
    Case(
      answer: "시트로 띄우면 아래 뷰 컨트롤러는 계층에 남아 있어서 viewWillDisappear가 호출되지 않습니다.",
      points: [(["viewWillDisappear 호출되지 않"], true), (["계층에 남"], true), (["풀스크린", "fullScreen"], false)]),
    Case(
      answer: "백그라운드 작업 시간은 30초 정도이고 backgroundTimeRemaining으로 확인하고, 만료 핸들러에서 endBackgroundTask를 부릅니다.",
      points: [
        (["backgroundTimeRemaining"], true), (["만료 핸들러", "expiration handler"], true), (["endBackgroundTask"], true),
        (["BGTaskScheduler"], false),
      ]),
    // `두면` ends a clause: the negation after it is not about beginBackgroundTask.
    Case(
      answer: "업로드 전에 beginBackgroundTask 걸어 두면 바로 Suspended 안 되고 좀 더 돌 수 있어요.",
      points: [(["beginBackgroundTask"], true)]),
    // `예외 없이` only looks negated.
    Case(
      answer: "백그라운드로 갈 때는 예외 없이 willResignActive를 먼저 거칩니다.",
      points: [(["willResignActive를 먼저 거치"], true), (["willResignActive를 거치지 않"], false)]),
    // An order said in words outweighs two names that merely stand in turn across sentences.
    Case(
      answer: "didEnterBackground에서 저장해요. 백그라운드로 갈 때는 항상 willResignActive가 먼저 호출되고 didEnterBackground가 와요.",
      points: [
        (["didEnterBackground가 먼저 willResignActive"], false), (["willResignActive then didEnterBackground"], true),
      ]),
    // `~거나 하진 않` is one negated claim.
    Case(
      answer: "오버레이에서 한 터치가 나중에 앱으로 전달되거나 하진 않아요.",
      points: [(["나중에 전달되지 않"], true), (["터치가 나중에 앱으로 전달"], false)]),
    // A terse note's noun form, and a slip of `않아요`.
    Case(answer: "컴파일 오류. 둘 중 하나만 남김.", points: [(["하나만 남기"], true)]),
    Case(answer: "그동안 한 터치가 앱으로 다시 전달되진 안아요.", points: [(["다시 전달되지 않"], true)]),
    // `… 정도요` closes a list of names; it states nothing.
    Case(
      answer: "viewWillDisappear, viewDidDisappear, isMovingFromParent, 옵저버 해제, deinit, 순환 참조, 메모리 누수 정도요.",
      points: [(["viewDidDisappear에서 해제"], false)]),
    // A negation in a condition is about the condition; `하면 안 돼요` forbids.
    Case(answer: "iOS 27 SDK로 빌드할 때 씬을 안 쓰면 앱이 실행에 실패해요.", points: [(["iOS 27 SDK로 빌드"], true)]),
    Case(answer: "didEnterBackground에서 오래 걸리는 작업을 하면 안 돼요.", points: [(["오래 걸리는 작업"], false)]),
    // A condition whose outcome the learner is unsure of says nothing.
    Case(answer: "콜백 짝이 안 맞으면 어떻게 되는지는 잘 모르겠습니다.", points: [(["짝이 되는 콜백"], false)]),
    // A terse note's `X` says no.
    Case(answer: "Suspended: 메모리에 남음, 코드 실행 X.", points: [(["코드를 실행하지 않"], true), (["코드 실행"], false)]),
    // Slips of `않는`, `않습니다`.
    Case(answer: "코드는 전혀 실행하지 안는 상태입니다.", points: [(["코드를 실행하지 않"], true)]),
    Case(answer: "백그라운드에 들어가는 것만으로는 호출되지 안습니다.", points: [(["호출되지 않"], true)]),
  ]

  @Test("English answers hit the points they make and no others", arguments: english)
  func englishAnswers(_ example: Case) throws {
    try check(example)
  }

  @Test("Korean answers hit the points they make and no others", arguments: korean)
  func koreanAnswers(_ example: Case) throws {
    try check(example)
  }

  private func check(_ example: Case) throws {
    let graded = try Self.grader.get().grade(
      example.answer, points: example.points.map { .init(expressions: $0.expressions) })
    for (point, outcome) in zip(example.points, graded.points) {
      #expect(outcome.isHit == point.hit, "\(point.expressions) in \"\(example.answer)\": \(outcome)")
    }
  }

  @Test("A hit names the ways the answer used, in the point's order")
  func namesMatches() throws {
    let graded = try Self.grader.get().grade(
      "It stays in memory and runs no code.", points: [.init(expressions: ["no code", "stays in memory", "disk"])])
    #expect(graded.points == [.hit(["no code", "stays in memory"])])
  }

  @Test("Words of one way must stand in one sentence")
  func oneSentence() throws {
    #expect(try Self.hits("It has no timers. The callback comes later.", [["no callback"]]) == [false])
    #expect(try Self.hits("It gets no callback. Timers stop.", [["no callback"]]) == [true])
    #expect(try Self.hits("Released in iOS 13.0 with scenes.", [["iOS 13.0 scenes"]]) == [true])
  }

  @Test("A part of a selector is not the word: @main is not UIApplicationMain")
  func partIsNotWhole() throws {
    #expect(try Self.hits("UIApplicationMain creates the application object.", [["@main"]]) == [false])
    #expect(try Self.hits("The @main attribute marks the entry point.", [["@main"]]) == [true])
    #expect(try Self.hits("It calls sceneDidEnterBackground.", [["didEnterBackground"]]) == [true])
  }

  @Test("A wrong belief that says only (`만`) is said only by an answer that says only too")
  func restriction() throws {
    let point = ClaimGrader.Point(
      expressions: ["willEnterForeground 다음 didBecomeActive"],
      contradictions: ["=Suspended에서 돌아올 때는 didBecomeActive만 호출"])
    let grader = try Self.grader.get()
    let right = grader.grade(
      "Suspended에서 돌아올 때는 sceneWillEnterForeground 다음에 sceneDidBecomeActive가 호출됩니다.", points: [point])
    #expect(right.points[0].isHit)
    let wrong = grader.grade("Suspended에서 돌아올 때는 sceneDidBecomeActive만 호출됩니다.", points: [point])
    #expect(wrong.points[0].isContradicted)
    let but = grader.grade("Suspended에서 돌아올 때 didBecomeActive가 호출되지만 그 전에 willEnterForeground도 옵니다.", points: [point])
    #expect(!but.points[0].isContradicted)
  }

  @Test("A way of words search ignores is looked for as written")
  func ignoredWords() throws {
    #expect(try Self.hits("UIKit is main-thread only.", [["UIKit"]]) == [true])
    #expect(try Self.hits("SwiftUI is declarative.", [["UIKit"], ["the"]]) == [false, false])
  }
}
