import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program from an argument vector, never a shell line built from
/// paths: standard input from `input`, its output in files, in `directory`
/// (the root folder unless given, so nothing depends on where the tests
/// run), and killed when it
/// outlives `seconds`. A program that cannot start exits 127, as in a shell.
enum Subprocess {
  struct Result {
    let status: Int32
    let out: String
    let err: String
    /// Still running when the time ran out (it was then killed).
    let hung: Bool

    /// Both streams, standard output first.
    var output: String { out + err }
  }

  static let shell = "/bin/sh"

  /// `arguments[0]` is a path or a name looked up on `PATH` (the child's).
  /// `environment` replaces this process's own when given.
  static func run(
    _ arguments: [String], environment: [String: String]? = nil, input: String = "", directory: String = "/",
    within seconds: Double = 600
  ) -> Result {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-sub-\(UUID().uuidString)").path
    let (inPath, outPath, errPath) = (base + ".in", base + ".out", base + ".err")
    defer {
      for path in [inPath, outPath, errPath] { unlink(path) }
    }
    _ = FileManager.default.createFile(atPath: inPath, contents: Data(input.utf8))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // A test thread may block signals, and a child keeps its parent's mask
    // across exec: a tmux server started so never sees its panes hang up.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let variables = environment ?? ProcessInfo.processInfo.environment
    // A fixed program changes folder: the arguments stay data.
    let started = [Self.shell, "-c", #"cd "$1" && shift && exec "$@""#, "sh", directory] + arguments
    let argv = started.map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, Self.shell, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      return Result(status: 127, out: "", err: "\(Self.shell): could not start (errno \(spawned))", hung: false)
    }
    var status: Int32 = 0
    var hung = false
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let waited = waitpid(child, &status, WNOHANG)
      if waited == child { break }
      if waited < 0 && errno != EINTR { break }
      if !hung && Date() > deadline {
        hung = true
        kill(child, SIGKILL)
      }
      usleep(5_000)
    }
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let low = status & 0x7f
    return Result(
      status: low == 0 ? (status >> 8) & 0xff : 128 + low, out: read(outPath), err: read(errPath), hung: hung)
  }

  /// The program `name` on this process's `PATH`, as a shell would find it.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
  }
}
