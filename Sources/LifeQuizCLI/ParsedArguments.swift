/// A command line read against a command's options. A command reads each
/// option back through its declaration, as the declared type.
struct ParsedArguments: Equatable {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  subscript<Value>(_ option: Option<Value>) -> Value { option.value(values[option.spec.name]) }
  subscript(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }
}
