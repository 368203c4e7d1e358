/// The steps of a scenario, and where it stopped if an event was rejected.
public struct Trace: Hashable, Sendable {
  public let style: AppStyle
  public let steps: [Step]
  public let failure: Failure?

  /// The event at `index` (zero-based) could not happen.
  public struct Failure: Hashable, Sendable {
    public let index: Int
    public let rejection: Rejection

    public init(index: Int, rejection: Rejection) {
      self.index = index
      self.rejection = rejection
    }
  }

  public var callbacks: [Callback] { steps.flatMap(\.callbacks) }

  public init(style: AppStyle, steps: [Step], failure: Failure?) {
    self.style = style
    self.steps = steps
    self.failure = failure
  }
}
