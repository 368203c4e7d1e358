/// A value computed on first use and kept; a failure is not kept, so the
/// next use tries again.
final class Lazy<Value, Failure: Error> {
  private var cached: Value?
  private let make: () throws(Failure) -> Value

  init(_ make: @escaping () throws(Failure) -> Value) {
    self.make = make
  }

  func value() throws(Failure) -> Value {
    if let cached { return cached }
    let made = try make()
    cached = made
    return made
  }
}
