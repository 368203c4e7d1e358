/// A free answer judged point by point, and the rating lifequiz suggests.
public struct GradedAnswer: Hashable, Sendable {
  public let points: [PointOutcome]
  /// Orders the answer stated that the question's scenario contradicts.
  public let orders: [OrderContradiction]
  /// Points hit only by a way of one word (`queue`, `싱글턴`): a word is
  /// evidence the topic came up, not that the claim was made.
  public let thin: Set<Int>
  /// Points hit only by a way said without one of its words: close to the
  /// claim as listed, so left at *hard* for the learner to judge.
  public let loose: Set<Int>

  /// Points hit while the answer also says them the other way round
  /// elsewhere (a way of saying the point, a phrase or a name, negated or
  /// reversed), with the answer's words that do. The grader cannot tell
  /// which the learner meant.
  public let doubtful: [Int: String]

  public init(
    points: [PointOutcome], orders: [OrderContradiction], thin: Set<Int> = [], loose: Set<Int> = [],
    doubtful: [Int: String] = [:]
  ) {
    self.points = points
    self.orders = orders
    self.thin = thin
    self.loose = loose
    self.doubtful = doubtful
  }

  /// The same judgement with the learner's word that point `index` (a
  /// missed one) was right.
  public func overriding(_ index: Int) -> GradedAnswer {
    var points = points
    if points.indices.contains(index), case .missed = points[index] { points[index] = .hit([]) }
    return GradedAnswer(
      points: points, orders: orders, thin: thin.subtracting([index]), loose: loose.subtracting([index]),
      doubtful: doubtful)
  }

  public var hits: Int { points.filter(\.isHit).count }
  public var isContradicted: Bool { !orders.isEmpty || points.contains(where: \.isContradicted) }

  /// Anything contradicted is *again*; otherwise every point is *good*
  /// (*hard* while some rest on one word only, on a way said without one of
  /// its words, or are in doubt), half or more
  /// *hard*, less *again*. Coverage never suggests *easy*: only the learner
  /// can say an answer was easy.
  public var suggested: Rating {
    if isContradicted || points.isEmpty { return .again }
    if hits == points.count { return thin.isEmpty && loose.isEmpty && doubtful.isEmpty ? .good : .hard }
    return hits * 2 >= points.count ? .hard : .again
  }
}
