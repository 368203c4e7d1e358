#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The FSRS-6 scheduler (21 parameters), as in the reference implementation
/// `fsrs` on PyPI (py-fsrs 6) with no learning or relearning steps and no
/// fuzz: lifequiz schedules in whole days, and a session re-asks nothing.
/// `.ci/check-fsrs.py` compares this against py-fsrs review by review.
///
/// Why FSRS rather than SM-2: it models forgetting from the learner's own
/// history, and its users ask for it; py-fsrs gives a reference to test against.
public struct FSRSScheduler: Sendable {
  public static let defaultParameters: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
    0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]
  static let day = 86_400
  static let minimumStability = 0.001

  public let parameters: [Double]
  public let desiredRetention: Double
  public let maximumInterval: Int
  private let decay: Double
  private let factor: Double

  public init(
    parameters: [Double] = FSRSScheduler.defaultParameters, desiredRetention: Double = 0.9,
    maximumInterval: Int = 36_500
  ) {
    self.parameters = parameters
    self.desiredRetention = desiredRetention
    self.maximumInterval = maximumInterval
    decay = -parameters[20]
    factor = pow(0.9, 1 / decay) - 1
  }

  /// The state after reviewing an item (nil state: a new item) at `time`.
  public func review(_ state: MemoryState?, rating: Rating, at time: Int) -> MemoryState {
    guard var state else {
      let stability = initialStability(rating)
      let interval = nextInterval(stability)
      return MemoryState(
        stability: stability, difficulty: clampDifficulty(initialDifficulty(rating)), lastReview: time,
        due: time + interval * Self.day, reviews: 1, lapses: rating == .again ? 1 : 0, firstReview: time)
    }
    let elapsedDays = (time - state.lastReview) / Self.day
    if elapsedDays < 1 {
      state.stability = shortTermStability(state.stability, rating)
    } else {
      let retrievability = retrievability(of: state, at: time)
      state.stability = nextStability(state.difficulty, state.stability, retrievability, rating)
    }
    state.difficulty = nextDifficulty(state.difficulty, rating)
    state.lastReview = time
    state.due = time + nextInterval(state.stability) * Self.day
    state.reviews += 1
    if rating == .again { state.lapses += 1 }
    return state
  }

  /// The predicted probability of recalling the item at `time`.
  public func retrievability(of state: MemoryState, at time: Int) -> Double {
    let elapsedDays = Double(max(0, (time - state.lastReview) / Self.day))
    return pow(1 + factor * elapsedDays / state.stability, decay)
  }

  func nextInterval(_ stability: Double) -> Int {
    let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
    return min(max(Int(days.rounded(.toNearestOrEven)), 1), maximumInterval)
  }

  private func initialStability(_ rating: Rating) -> Double {
    max(parameters[rating.rawValue - 1], Self.minimumStability)
  }

  private func initialDifficulty(_ rating: Rating) -> Double {
    parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
  }

  private func clampDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1), 10) }

  private func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
    var increase =
      exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
    if rating != .again { increase = max(increase, 1) }
    return max(stability * increase, Self.minimumStability)
  }

  private func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
    let delta = -(parameters[6] * (Double(rating.rawValue) - 3))
    let damped = difficulty + (10 - difficulty) * delta / 9
    let reverted = parameters[7] * initialDifficulty(.easy) + (1 - parameters[7]) * damped
    return clampDifficulty(reverted)
  }

  private func nextStability(_ difficulty: Double, _ stability: Double, _ retrievability: Double, _ rating: Rating)
    -> Double
  {
    let next: Double
    switch rating {
    case .again:
      let longTerm =
        parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
        * exp((1 - retrievability) * parameters[14])
      let shortTerm = stability / exp(parameters[17] * parameters[18])
      next = min(longTerm, shortTerm)
    case .hard, .good, .easy:
      let hardPenalty = rating == .hard ? parameters[15] : 1
      let easyBonus = rating == .easy ? parameters[16] : 1
      next =
        stability
        * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
          * (exp((1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
    }
    return max(next, Self.minimumStability)
  }
}
