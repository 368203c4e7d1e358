/// An answer understood. Each kind of question makes its own
/// (`Answer.order`, `Answer.truth`) and reads back only its own type, so an
/// answer to one kind never grades as another.
public struct Answer: Hashable, Sendable {
  private let value: any AnswerValue

  public init(_ value: some AnswerValue) {
    self.value = value
  }

  /// What the answer holds, when it is of this type.
  public func value<Value: AnswerValue>(as type: Value.Type) -> Value? {
    value as? Value
  }

  public static func == (left: Answer, right: Answer) -> Bool {
    left.hashable == right.hashable
  }

  public func hash(into hasher: inout Hasher) {
    hashable.hash(into: &hasher)
  }

  /// Values of different types are never equal.
  private var hashable: AnyHashable { value.hashable }
}

/// What one kind's answer holds: option positions, a state, true or false.
public protocol AnswerValue: Hashable, Sendable {}

extension AnswerValue {
  fileprivate var hashable: AnyHashable { AnyHashable(self) }
}
