/// An option that takes a value, declared once with its type and default:
/// the command reads it back as that type (`arguments[Self.count]`), and
/// help, the man page and completions read its spec.
struct Option<Value: Sendable>: OptionDeclaration {
  let spec: OptionSpec
  let defaultValue: Value
  private let read: @Sendable (String) -> Result<Value, OptionProblem>

  init(
    spec: OptionSpec, default defaultValue: Value, read: @escaping @Sendable (String) -> Result<Value, OptionProblem>
  ) {
    self.spec = spec
    self.defaultValue = defaultValue
    self.read = read
  }

  /// The value `text` spells, or the default when the option is not given.
  /// `ArgumentReader` has refused any text that spells no value.
  func value(_ text: String?) -> Value {
    guard let text, case .success(let value) = read(text) else { return defaultValue }
    return value
  }
}

extension Option where Value: OptionValue {
  /// An option whose type lists its values (an enum) or takes free text.
  /// Completion offers the listed values unless told otherwise.
  init(
    _ name: String, short: Character? = nil, placeholder: String? = nil, default defaultValue: Value,
    completion: OptionCompletion? = nil, help: String? = nil
  ) {
    let read: @Sendable (String) -> Result<Value, OptionProblem> = { Value.read($0) }
    let listed = Value.listed
    self.init(
      spec: OptionSpec(
        name: name, short: short, valueName: placeholder ?? name, values: listed,
        defaultValue: defaultValue.shownAsDefault, helpKey: help ?? name,
        completion: completion ?? (listed.isEmpty ? .none : .words(listed)),
        problem: { text in if case .failure(let problem) = read(text) { problem } else { nil } }),
      default: defaultValue, read: read)
  }

  /// An option that may be left out and has no default.
  init<Wrapped: OptionValue>(
    _ name: String, short: Character? = nil, placeholder: String? = nil, completion: OptionCompletion? = nil,
    help: String? = nil
  ) where Value == Wrapped? {
    self.init(name, short: short, placeholder: placeholder, default: nil, completion: completion, help: help)
  }
}

extension Option where Value == Int {
  /// A whole number in `range`; anything else is a usage error naming it.
  static func number(
    _ name: String, in range: ClosedRange<Int>, default defaultValue: Int, placeholder: String = "n",
    help: String? = nil
  ) -> Option<Int> {
    let read: @Sendable (String) -> Result<Int, OptionProblem> = { text in
      guard let number = Int(text), range.contains(number) else { return .failure(.notNumber(range)) }
      return .success(number)
    }
    return Option(
      spec: OptionSpec(
        name: name, short: nil, valueName: placeholder, values: [], defaultValue: String(defaultValue),
        helpKey: help ?? name, completion: .none,
        problem: { text in if case .failure(let problem) = read(text) { problem } else { nil } }),
      default: defaultValue, read: read)
  }
}
