import LifecycleCore

/// Every way lifequiz recognizes a callback's name in an answer, built from
/// the core's own selectors: the full selector squashed to lowercase letters
/// (`scenewillenterforeground`), without its receiver (`willenterforeground`),
/// shortened to its leading words (`didfinishlaunching` for
/// `didFinishLaunchingWithOptions`) and without `will`/`did`
/// (`resignactive`, as in "resign active 되고"). A short form that could name
/// two families is dropped; forms under eight letters are not kept, so
/// `active` or `open` alone never names a callback.
public struct CallbackLexicon: Sendable {
  /// Squashed form to the name it gives.
  let forms: [String: CallbackName]
  /// Forms grouped by their first two letters and length, for typo look-ups:
  /// a typo is looked for past the first two letters.
  let formsByStart: [String: [String]]

  public static let standard = CallbackLexicon()

  init() {
    var candidates: [String: Set<CallbackName>] = [:]
    func add(_ form: String, _ name: CallbackName) {
      guard form.count >= 8 else { return }
      candidates[form, default: []].insert(name)
    }
    for selector in Self.selectors {
      let (words, receiver) = Self.parts(of: selector.text)
      let family = Self.family(of: words)
      let name = CallbackName(family: family, receiver: receiver ?? selector.receiver)
      let bare = CallbackName(family: family, receiver: nil)
      if selector.text.hasSuffix("Notification") {
        add(words.joined().lowercased() + "notification", name)
      }
      // The receiver as written (`scene`, `application`), or the one people
      // put before a notification's name.
      if let owner = (receiver.map { $0 == .scene ? "scene" : "application" }) ?? selector.prefix {
        add(([owner] + words).joined().lowercased(), name)
        if selector.text.hasSuffix("Notification") {
          add(([owner] + words).joined().lowercased() + "notification", name)
        }
      }
      let lowered = words.map { $0.lowercased() }
      // Every leading run of two or more words, with and without will/did.
      for end in 2...max(2, lowered.count) where end <= lowered.count {
        add(lowered[0..<end].joined(), bare)
        if ["will", "did", "is"].contains(lowered[0]) && end >= 3 { add(lowered[1..<end].joined(), bare) }
      }
    }
    var forms: [String: CallbackName] = [:]
    for (form, names) in candidates {
      let families = Set(names.map(\.family))
      guard families.count == 1, let first = names.first else { continue }
      let receivers = Set(names.map(\.receiver))
      forms[form] = receivers.count == 1 ? first : CallbackName(family: first.family, receiver: nil)
    }
    self.forms = forms
    formsByStart = Dictionary(grouping: forms.keys, by: { Self.start($0, length: $0.count) })
  }

  /// The name a squashed run of words gives, exactly or with a typo: one
  /// edit allowed from ten letters, two from sixteen.
  func name(for squashed: String, typos: Bool) -> CallbackName? {
    if let exact = forms[squashed] { return exact }
    guard typos, squashed.count >= 10 else { return nil }
    let allowed = squashed.count >= 16 ? 2 : 1
    let letters = Array(squashed.utf8)
    var best: (form: String, distance: Int)?
    for length in (squashed.count - allowed)...(squashed.count + allowed) {
      for form in formsByStart[Self.start(squashed, length: length)] ?? [] {
        let distance = EditDistance.between(letters, Array(form.utf8), atMost: allowed)
        if distance <= allowed && distance < (best?.distance ?? Int.max) { best = (form, distance) }
      }
    }
    return best.flatMap { forms[$0.form] }
  }

  /// `sceneWillEnterForeground(_:)` and
  /// `UIApplication.willEnterForegroundNotification` → `willEnterForeground`.
  public static func family(ofSelector selector: String) -> String {
    family(of: parts(of: selector).words)
  }

  private static func start(_ form: String, length: Int) -> String {
    String(form.prefix(2)) + String(length)
  }

  private struct Selector {
    let text: String
    let receiver: CallbackName.Receiver?
    /// A receiver word people put before a selector the API names without one.
    let prefix: String?
  }

  private static let selectors: [Selector] =
    AppDelegateMethod.allCases.map { Selector(text: $0.rawValue, receiver: .app, prefix: nil) }
    + SceneDelegateMethod.allCases.map { Selector(text: $0.rawValue, receiver: .scene, prefix: nil) }
    + AppNotification.allCases.map { Selector(text: $0.rawValue, receiver: .app, prefix: "application") }
    + SceneNotification.allCases.map { Selector(text: $0.rawValue, receiver: .scene, prefix: "scene") }
    + ViewControllerMethod.allCases.map { Selector(text: $0.rawValue, receiver: nil, prefix: nil) }

  /// `sceneWillEnterForeground(_:)` → [Will, Enter, Foreground] and `.scene`;
  /// `scene(_:willConnectTo:options:)` → [will, Connect, To] and `.scene`;
  /// `UIApplication.didBecomeActiveNotification` → [did, Become, Active].
  static func parts(of selector: String) -> (words: [String], receiver: CallbackName.Receiver?) {
    var text = Substring(selector)
    if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
    let head = text.prefix { $0 != "(" }
    let labels = text.dropFirst(head.count).split(whereSeparator: { "(_:)".contains($0) })
    var words = Tokenizer.camelCaseParts(String(head))
    if words.last == "Notification" { words.removeLast() }
    var receiver: CallbackName.Receiver?
    let owners: [String: CallbackName.Receiver] = ["scene": .scene, "application": .app]
    if let first = words.first, let owner = owners[first] {
      receiver = owner
      words.removeFirst()
    }
    if words.isEmpty, let label = labels.first { words = Tokenizer.camelCaseParts(String(label)) }
    if words.first == "user", words.count > 2 {
      // userNotificationCenter(_:willPresent:…): the label names the call.
      words = labels.first.map { Tokenizer.camelCaseParts(String($0)) } ?? words
    }
    return (words, receiver)
  }

  /// The family's name: the words camel-cased, `With…` labels dropped.
  static func family(of words: [String]) -> String {
    let kept = words.prefix { $0 != "With" }
    return kept.enumerated().map { $0 == 0 ? $1.lowercased() : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
  }
}
