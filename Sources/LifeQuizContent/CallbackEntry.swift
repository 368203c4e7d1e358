import LifecycleCore

/// What to know about one delegate callback. Its receiver and the state
/// change it marks are not stored: they come from running `scenario`.
public struct CallbackEntry: Hashable, Sendable {
  public let selector: String
  /// A scenario whose trace contains this callback.
  public let scenario: String
  public let when: Localized
  public let todo: Localized
  /// Short names people type: `willResignActive`.
  public let aliases: [String]

  init(_ field: JSONField) throws(ContentError) {
    selector = try field["selector"].string()
    scenario = try field["scenario"].string()
    when = try field["when"].localized()
    todo = try field["do"].localized()
    aliases = try field["aliases"].strings()
  }

  public var callback: CallbackKind? {
    if let method = AppDelegateMethod(rawValue: selector) { return .app(method) }
    if let method = SceneDelegateMethod(rawValue: selector) { return .scene(method) }
    return nil
  }

  /// The topic id of the callback's own page: the base name
  /// (`sceneWillResignActive`), or for `application(_:…)` and `scene(_:…)`
  /// the first argument label (`willFinishLaunchingWithOptions`), and so for
  /// `userNotificationCenter(_:…)` but the tap's (`userNotificationCenter`).
  public var pageID: String {
    let base = String(selector.prefix { $0 != "(" })
    let labelled = ["application", "scene", "userNotificationCenter"]
    guard labelled.contains(base), let open = selector.firstIndex(of: "(") else { return base }
    let labels = selector[selector.index(after: open)...].split(separator: ":").map(String.init)
    guard labels.count > 1 && labels[0] == "_" else { return base }
    // The notification tap's page keeps the id it had before willPresent came.
    if base == "userNotificationCenter" && labels[1] == "didReceive" { return base }
    // Both delegates have a `continue` method; the scene's page gets its own id.
    return base == "scene" && labels[1] == "continue" ? "sceneContinue" : labels[1]
  }
}
