import LifecycleCore

/// Builds the page of one callback from `callbacks.json` and the core: who
/// receives it and the state change it marks come from running its scenario,
/// in each style where the same events produce it.
public struct CallbackPage: Sendable {
  public let library: ContentLibrary
  public let strings: Localizer
  /// The scenarios of the callbacks to show, by id: all of them for the
  /// table, one for one page.
  public let scenarios: [String: ScenarioEntry]

  public init(library: ContentLibrary, strings: Localizer, scenarios: [ScenarioEntry]) {
    self.library = library
    self.strings = strings
    self.scenarios = scenarios.byID
  }

  public func page(for entry: CallbackEntry) -> TopicPage {
    let language = strings.language
    var body = ""
    let receiver: String
    switch entry.callback {
    case .app where entry.selector.hasPrefix("userNotificationCenter("):
      receiver = strings("callback.receiver.notification-center")
    case .app: receiver = strings("callback.receiver.app")
    case .scene: receiver = strings("callback.receiver.scene")
    case nil: receiver = "?"
    }
    body += "**\(strings("callback.receiver"))** \(receiver)\n\n"
    for (style, change) in stateChanges(entry) {
      body += "**\(strings("callback.change.\(style.rawValue)"))** \(change)\n\n"
    }
    body += "## \(strings("callback.do"))\n\n\(entry.todo[language])\n\n"
    switch entry.callback {
    case .app(let method):
      if let counterpart = method.sceneCounterpart {
        body += strings("callback.counterpart.scene", ["selector": "`\(counterpart.rawValue)`"]) + "\n\n"
      }
    case .scene(let method):
      if let counterpart = method.appCounterpart {
        body += strings("callback.counterpart.app", ["selector": "`\(counterpart.rawValue)`"]) + "\n\n"
      }
    case nil: break
    }
    let focus = firstStep(calling: entry).map { "\nfocus: \($0)" } ?? ""
    body += "## \(strings("callback.example"))\n\n```trace\nscenario: \(entry.scenario)\(focus)\n```\n"
    return TopicPage(
      id: entry.pageID, language: language, title: entry.selector,
      summary: entry.when[language], body: body, file: "callbacks.json", bodyLine: 1)
  }

  /// The table of every callback: receiver, state change per style, and
  /// when UIKit calls it. Replaces a ```callbacks block.
  public func table() throws(ContentError) -> MarkdownBlock {
    let header = [
      strings("callback.column.callback"), strings("callback.column.receiver"),
      strings("callback.column.change"), strings("callback.column.when"),
    ]
    let rows = try library.callbacks().map { entry -> [String] in
      let receiver: String
      switch entry.callback {
      case .app: receiver = "AppDelegate"
      case .scene: receiver = "SceneDelegate"
      case nil: receiver = "?"
      }
      let styles = stateChanges(entry)
      let changes = styles.map { style, change in
        styles.count > 1 ? "\(strings("callback.change.\(style.rawValue)")) \(change)" : change
      }
      return [
        "`\(entry.selector)`", receiver, changes.joined(separator: "; "), firstSentence(entry.when[strings.language]),
      ]
    }
    return .table(header: header, rows: rows)
  }

  /// "notRunning → background" for each style whose run of the scenario's
  /// events makes this call. `known` holds scenarios already run in their
  /// own style, by id.
  public func stateChanges(_ entry: CallbackEntry, known: [String: Trace] = [:]) -> [(AppStyle, String)] {
    guard let kind = entry.callback, let scenario = scenarios[entry.scenario],
      case .success(let events) = scenario.parsedEvents()
    else { return [] }
    var result: [(AppStyle, String)] = []
    for style in [scenario.style] + AppStyle.allCases.filter({ $0 != scenario.style }) {
      let trace =
        (style == scenario.style ? known[scenario.id] : nil)
        ?? Scenario(style: style, events: events, restoration: scenario.restoration).run()
      guard trace.failure == nil,
        let call = trace.steps.lazy.flatMap(\.calls).first(where: { kind.matches($0.callback) })
      else { continue }
      switch kind {
      case .app:
        result.append((style, change(call.appStateBefore.rawValue, call.appState.rawValue)))
      case .scene:
        let before = call.sceneStateBefore?.rawValue ?? "?"
        let after = call.sceneState?.rawValue ?? "?"
        result.append((style, change(before, after)))
      }
    }
    return result
  }

  /// The 1-based step of the entry's scenario that first makes the call.
  public func firstStep(calling entry: CallbackEntry) -> Int? {
    guard let kind = entry.callback, let trace = scenarios[entry.scenario]?.run() else { return nil }
    return trace.steps.firstIndex { $0.callbacks.contains(where: kind.matches) }.map { $0 + 1 }
  }

  private func change(_ from: String, _ to: String) -> String {
    from == to ? "`\(to)` (\(strings("callback.no-change")))" : "`\(from)` → `\(to)`"
  }

  private func firstSentence(_ text: String) -> String {
    if let end = text.firstIndex(where: { $0 == "." || $0 == "。" }) { return String(text[...end]) }
    return text
  }
}
