/// A value computed on first use and kept.
final class Lazy<Value> {
  private var cached: Value?
  private let make: () -> Value

  init(_ make: @escaping () -> Value) {
    self.make = make
  }

  func value() -> Value {
    if let cached { return cached }
    let made = make()
    cached = made
    return made
  }
}
