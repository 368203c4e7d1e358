/// A command line read against a command's options.
struct ParsedArguments: Equatable {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  func value(_ name: String) -> String? { values[name] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}
