import LifecycleCore

/// A claim interviewers use as a trap. Where the core can settle it, `check`
/// says which callback the claim says fires (or not) in which scenario, and
/// the claim's truth comes from running it; otherwise `holds` is stored.
public struct MisconceptionEntry: Hashable, Sendable {
  public let id: String
  public let topic: String
  public let claim: Localized
  public let reason: Localized
  public let check: Check?
  public let holds: Bool?
  /// Where the entry is in its file (`misconceptions[2]`), for errors.
  let location: String

  init(_ field: JSONField) throws(ContentError) {
    location = field.path.text
    id = try field["id"].string()
    topic = try field["topic"].string()
    claim = try field["claim"].localized()
    reason = try field["reason"].localized()
    holds = try field["holds"].optionalBool()
    let check = field["check"]
    if check.isMissing {
      self.check = nil
    } else {
      let step = try check["step"].optionalInt()
      if let step, step < 1 { throw check["step"].fail("must be a step number from 1, or null for the whole trace") }
      self.check = Check(
        scenario: try check["scenario"].string(), step: step, callback: try check["callback"].string(),
        fires: try check["fires"].bool())
    }
  }

  public struct Check: Hashable, Sendable {
    public let scenario: String
    /// The step the claim is about (1-based); the whole trace when absent.
    public let step: Int?
    public let callback: String
    /// What the claim says: that the callback fires (true) or not (false).
    public let fires: Bool
  }

  /// Whether the claim is true: from the core when it has a check.
  /// `known` holds scenarios already run in their own style, by id, so a
  /// caller that ran them does not run them again.
  public func claimHolds(scenarios: [String: ScenarioEntry], known: [String: Trace] = [:]) -> Bool? {
    guard let check else { return holds }
    guard let trace = known[check.scenario] ?? scenarios[check.scenario]?.run(), trace.failure == nil else {
      return nil
    }
    let steps: ArraySlice =
      check.step.map { step in
        trace.steps.indices.contains(step - 1) ? trace.steps[(step - 1)...(step - 1)] : []
      } ?? trace.steps[...]
    let fired = steps.flatMap(\.callbacks).contains { $0.selector == check.callback }
    return fired == check.fires
  }
}
