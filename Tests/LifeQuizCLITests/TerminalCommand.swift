/// One program for a terminal test: its argument vector and environment,
/// started in `directory` by a fixed bash program that then prints its exit
/// status and keeps the window open. Paths and values are arguments of that
/// program, never part of its text.
struct TerminalCommand {
  var arguments: [String]
  var environment: [String: String]
  /// The data folder the test reads, removed when the session closes.
  var home: String
  var directory = "/"
  /// Also print the terminal's mode afterwards (`stty -a`, then STTY-DONE).
  var showsTerminalMode = false

  /// bash, not the account's shell: dash (a new Debian account's /bin/sh)
  /// ends the line on Ctrl-C before `echo EXIT=$?` can run.
  var argumentVector: [String] {
    let after = showsTerminalMode ? "stty -a; echo STTY-DONE; " : ""
    let program = #"cd "$1" || exit 1; shift; env "$@"; echo EXIT=$?; "# + after + "sleep 30"
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return ["bash", "-c", program, "bash", directory] + assignments + arguments
  }
}
