/// An option without a value (`--cram`); read back as whether it was given.
struct Flag: OptionDeclaration {
  let spec: OptionSpec

  init(_ name: String, short: Character? = nil, help: String? = nil) {
    spec = OptionSpec(
      name: name, short: short, valueName: nil, values: [], defaultValue: nil, helpKey: help ?? name,
      completion: .none, problem: { _ in nil })
  }
}
