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
/// It is total: any input, however impossible (a NaN or infinite stability,
/// a time at `Int.min`), gives a finite state within the documented bounds
/// (`MemoryState.stabilities`, `.difficulties`, `.times`), never a trap.
///
/// Why FSRS rather than SM-2: it models forgetting from the learner's own
/// history, and its users ask for it; py-fsrs gives a reference to test against.
public struct FSRSScheduler: Sendable {
  public static let defaultParameters: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
    0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]
  static let day = 86_400
  static let minimumStability = MemoryState.stabilities.lowerBound

  public let parameters: [Double]
  public let desiredRetention: Double
  public let maximumInterval: Int
  private let decay: Double
  private let factor: Double

  public init(
    parameters: [Double] = FSRSScheduler.defaultParameters, desiredRetention: Double = 0.9,
    maximumInterval: Int = 36_500
  ) {
    let usable = parameters.count == Self.defaultParameters.count && parameters.allSatisfy(\.isFinite)
    self.parameters = usable ? parameters : Self.defaultParameters
    self.desiredRetention = desiredRetention.isFinite ? min(max(desiredRetention, 0.5), 0.99) : 0.9
    self.maximumInterval = min(max(maximumInterval, 1), 36_500)
    decay = -self.parameters[20]
    factor = pow(0.9, 1 / decay) - 1
  }

  /// The state after reviewing an item (nil state: a new item) at `time`.
  public func review(_ state: MemoryState?, rating: Rating, at moment: Int) -> MemoryState {
    let time = Self.clampTime(moment)
    guard var state = state.map(Self.clamped) else {
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
    state.reviews = min(state.reviews + 1, MemoryState.reviewLimit)
    if rating == .again { state.lapses = min(state.lapses + 1, state.reviews) }
    return state
  }

  /// A state brought within the bounds, whatever it held.
  static func clamped(_ state: MemoryState) -> MemoryState {
    var state = state
    state.stability = clampStability(state.stability)
    state.difficulty = state.difficulty.isNaN ? 5 : min(max(state.difficulty, 1), 10)
    state.lastReview = clampTime(state.lastReview)
    state.firstReview = clampTime(state.firstReview)
    state.due = min(max(state.due, MemoryState.times.lowerBound), MemoryState.times.upperBound)
    state.reviews = min(max(state.reviews, 0), MemoryState.reviewLimit)
    state.lapses = min(max(state.lapses, 0), state.reviews)
    return state
  }

  static func clampStability(_ stability: Double) -> Double {
    stability.isNaN ? minimumStability : min(max(stability, minimumStability), MemoryState.stabilities.upperBound)
  }

  static func clampTime(_ time: Int) -> Int {
    min(max(time, ReviewRecord.times.lowerBound), ReviewRecord.times.upperBound)
  }

  /// The predicted probability of recalling the item at `time`.
  public func retrievability(of state: MemoryState, at time: Int) -> Double {
    let state = Self.clamped(state)
    let elapsedDays = Double(max(0, (Self.clampTime(time) - state.lastReview) / Self.day))
    let recall = pow(1 + factor * elapsedDays / state.stability, decay)
    return recall.isNaN ? 0 : min(max(recall, 0), 1)
  }

  func nextInterval(_ stability: Double) -> Int {
    let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
    guard !days.isNaN else { return 1 }
    return Int(min(max(days.rounded(.toNearestOrEven), 1), Double(maximumInterval)))
  }

  private func initialStability(_ rating: Rating) -> Double {
    Self.clampStability(parameters[rating.rawValue - 1])
  }

  private func initialDifficulty(_ rating: Rating) -> Double {
    parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
  }

  private func clampDifficulty(_ difficulty: Double) -> Double { difficulty.isNaN ? 5 : min(max(difficulty, 1), 10) }

  private func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
    var increase =
      exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
    if rating != .again { increase = max(increase, 1) }
    return Self.clampStability(stability * increase)
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
    return Self.clampStability(next)
  }
}
