/// A typed option or a flag, as a command declares it; its spec is what
/// parsing, help, the man page and completions read.
protocol OptionDeclaration: Sendable {
  var spec: OptionSpec { get }
}
