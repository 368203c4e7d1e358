import LifecycleCore

/// A scenario as content stores it: a style and events, never callbacks.
public struct ScenarioEntry: Hashable, Sendable {
  public let id: String
  public let style: AppStyle
  public let events: [String]
  public let title: Localized
  public let situation: Localized
  /// Topic ids this scenario illustrates.
  public let topics: [String]
  /// The app implements scene state restoration (optional, default false).
  public let restoration: Bool

  init(_ field: JSONField) throws(ContentError) {
    id = try field["id"].string()
    let styleName = try field["style"].string()
    guard let style = AppStyle(rawValue: styleName) else {
      throw field["style"].fail("is invalid: '\(styleName)' is not scene or app")
    }
    self.style = style
    events = try field["events"].strings()
    if events.isEmpty { throw field["events"].fail("must list at least one event") }
    title = try field["title"].localized()
    situation = try field["situation"].localized()
    topics = try field["topics"].strings()
    restoration = try field["restoration"].optionalBool() ?? false
  }

  /// The events parsed, or the first name that is not an event.
  public func parsedEvents() -> Result<[LifecycleEvent], EventNameError> {
    Self.parse(events)
  }

  /// Event names parsed, or the first name that is not an event.
  public static func parse(_ events: [String]) -> Result<[LifecycleEvent], EventNameError> {
    var parsed: [LifecycleEvent] = []
    for name in events {
      switch LifecycleEvent.parse(name) {
      case .success(let event): parsed.append(event)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(parsed)
  }

  /// Runs the scenario through the core; nil when an event name is unknown.
  public func run() -> Trace? {
    guard case .success(let events) = parsedEvents() else { return nil }
    return Scenario(style: style, events: events, restoration: restoration).run()
  }
}

extension [ScenarioEntry] {
  /// Each id's scenario, the first where an id is written twice (the linter
  /// reports the second).
  public var byID: [String: ScenarioEntry] {
    Dictionary(map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
