/// How an answer met one key point.
public enum PointOutcome: Hashable, Sendable {
  /// Stated: the ways of saying it the answer used.
  case hit([String])
  case missed
  /// Stated the other way: negated, in the wrong order, or a known wrong
  /// belief; `said` is the answer's own words.
  case contradicted(said: String)

  public var isHit: Bool {
    switch self {
    case .hit: true
    case .missed, .contradicted: false
    }
  }

  /// The ways of saying the point the answer used; none unless hit.
  public var ways: [String] {
    switch self {
    case .hit(let ways): ways
    case .missed, .contradicted: []
    }
  }

  public var isContradicted: Bool {
    switch self {
    case .contradicted: true
    case .hit, .missed: false
    }
  }

  /// `hit`, `missed` or `contradicted`, as transcripts store it.
  public var label: String {
    switch self {
    case .hit: "hit"
    case .missed: "missed"
    case .contradicted: "contradicted"
    }
  }
}
