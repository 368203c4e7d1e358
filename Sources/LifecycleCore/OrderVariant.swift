/// One order of a step's callbacks that lifequiz accepts, and the note that
/// says why it is accepted. The step's own order comes first, with no note.
public struct OrderVariant: Hashable, Sendable {
  public let callbacks: [Callback]
  /// Why this order is possible too; nil for the order the step shows.
  public let note: VarianceNote?
}

extension Step {
  /// Every order lifequiz accepts for this step's callbacks: its own, then
  /// the ones its unconfirmed tags leave open. Apple documents no order
  /// across windows that change together, so each window's calls may come
  /// first; a handler tagged for its position may also follow
  /// didBecomeActive; the protected-data pair may open or close its step.
  /// Derived from the calls and their tags, never stored.
  public var acceptableOrders: [OrderVariant] {
    let own = callbacks
    var variants = [OrderVariant(callbacks: own, note: nil)]
    func add(_ order: [Callback], _ note: VarianceNote?) {
      if !variants.contains(where: { $0.callbacks == order }) {
        variants.append(OrderVariant(callbacks: order, note: note))
      }
    }
    for order in Self.windowOrders(own) { add(order, .windowOrder) }
    for (index, call) in calls.enumerated() where call.confidence.needsBadge {
      guard let note = call.note else { continue }
      if case .scene(let id, _) = call.callback, note == .openHandlerPosition,
        let active = own[index...].firstIndex(of: .scene(id, .didBecomeActive))
      {
        add(Self.moving(own, from: index, to: active), note)
      } else if call.callback == .app(.protectedDataWillBecomeUnavailable) {
        add(Self.moving(own, from: index, to: 0), note)
      } else if call.callback == .app(.protectedDataDidBecomeAvailable) {
        add(Self.moving(own, from: index, to: own.count - 1), note)
      }
    }
    return variants
  }

  /// `order` with the element at `from` moved to the index `to` names in
  /// the original order (after it when moving later, before it when earlier).
  private static func moving(_ order: [Callback], from: Int, to: Int) -> [Callback] {
    var result = order
    let element = result.remove(at: from)
    result.insert(element, at: to)
    return result
  }

  /// The other orders of the windows' blocks, when each window's calls form
  /// one unbroken block; calls to the app keep their places. At most four
  /// windows, so at most 23 other orders.
  private static func windowOrders(_ order: [Callback]) -> [[Callback]] {
    var segments: [[Callback]] = []
    for callback in order {
      if let id = callback.sceneID, let last = segments.last?.last, last.sceneID == id {
        segments[segments.count - 1].append(callback)
      } else {
        segments.append([callback])
      }
    }
    let slots = segments.indices.filter { segments[$0].first?.sceneID != nil }
    let ids = slots.compactMap { segments[$0].first?.sceneID }
    guard ids.count >= 2, ids.count <= 4, Set(ids).count == ids.count else { return [] }
    return permutations(of: slots).dropFirst().map { arrangement in
      var arranged = segments
      for (slot, source) in zip(slots, arrangement) { arranged[slot] = segments[source] }
      return Array(arranged.joined())
    }
  }

  /// Every permutation, the identity first.
  private static func permutations(of items: [Int]) -> [[Int]] {
    guard let first = items.first else { return [[]] }
    let rest = permutations(of: Array(items.dropFirst()))
    var result: [[Int]] = []
    for position in 0...(items.count - 1) {
      for tail in rest {
        var order = tail
        order.insert(first, at: position)
        result.append(order)
      }
    }
    // Put the identity first.
    if let identity = result.firstIndex(of: items), identity != 0 { result.swapAt(0, identity) }
    return result
  }
}
