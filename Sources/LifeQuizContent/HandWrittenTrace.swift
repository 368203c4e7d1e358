import LifecycleCore

/// Spots callback orders written by hand: selectors chained with arrows, or
/// list items and code lines that each start with a selector. Mentioning a
/// callback in a sentence is fine; the order belongs to the core.
enum HandWrittenTrace {
  static let selectors: Set<String> = Set(
    AppDelegateMethod.allCases.map(\.rawValue) + SceneDelegateMethod.allCases.map(\.rawValue))

  /// Real UIKit selectors that are not life-cycle callbacks but may appear in prose.
  static let otherKnownSelectors: Set<String> = [
    "application(_:performFetchWithCompletionHandler:)",
    "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
    "applicationDidReceiveMemoryWarning(_:)",
    "applicationProtectedDataWillBecomeUnavailable(_:)",
    "scene(_:openURLContexts:)", "scene(_:continue:)",
    "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
    "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
    "application(_:open:options:)", "application(_:continue:restorationHandler:)",
    "applicationProtectedDataDidBecomeAvailable(_:)", "application(_:willContinueUserActivityWithType:)",
    "application(_:performActionFor:completionHandler:)", "scene(_:willContinueUserActivityWithType:)",
    "scene(_:restoreInteractionStateWith:)", "scene(_:didUpdate:)",
  ]

  static func looksLikeSelector(_ text: String) -> Bool {
    (text.hasPrefix("application") || text.hasPrefix("scene")) && text.hasSuffix(":)") && !text.containsText(" ")
  }

  /// Two selectors joined by an arrow.
  static func inLine(_ text: String) -> Bool {
    let arrows = ["→", "->", "=>", "⇒"]
    guard arrows.contains(where: text.contains) else { return false }
    var previousWasSelector = false
    for token in text.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "," }) {
      let word = String(token)
      if arrows.contains(word) { continue }
      let isSelector = selectors.contains(word) || selectors.contains(word + "(_:)")
      if isSelector && previousWasSelector { return true }
      previousWasSelector = isSelector
    }
    return false
  }

  /// Two or more lines in a row that start with a selector.
  static func inList(_ items: [String]) -> Bool {
    var run = 0
    for item in items {
      let first = item.split(whereSeparator: { $0 == " " || $0 == "`" }).first.map(String.init) ?? ""
      run = selectors.contains(first) ? run + 1 : 0
      if run >= 2 { return true }
    }
    return false
  }
}
