/// How sure lifequiz is of a step, from Apple's current documentation down to
/// no source at all. Each badge's sources are in `Content/sources.json`.
public enum Confidence: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Stated in current Apple documentation.
  case documented
  /// Stated in Apple's archived App Programming Guide; may be out of date.
  case legacy
  /// Seen in third-party logs.
  case observed
  /// The scene-style counterpart of a documented app-style step; no Apple
  /// page states it for scenes.
  case inferred
  /// No source found; lifequiz follows a stated convention.
  case unconfirmed
  /// Sources disagree, or the behaviour changed between iOS versions.
  case disputed

  /// Disputed and unconfirmed steps are shown with a "varies" badge and a note;
  /// every tag but `documented` is shown.
  public var needsBadge: Bool {
    switch self {
    case .documented, .legacy, .observed, .inferred: false
    case .unconfirmed, .disputed: true
    }
  }

  public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .documented: 0
    case .legacy: 1
    case .observed: 2
    case .inferred: 3
    case .unconfirmed: 4
    case .disputed: 5
    }
  }
}
