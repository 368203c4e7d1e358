#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program from an argument vector, never from a command line built
/// out of data, and waits for it. Like `system`, the caller ignores Ctrl-C
/// and Ctrl-\ while the child runs, so they reach the child (a pager) alone.
public enum ChildProcess {
  public enum Status: Equatable, Sendable {
    case exited(Int32)
    case signaled(Int32)
    /// It could not be started: the errno of `posix_spawnp`.
    case notStarted(Int32)

    /// The program was not found or not executable (the shell's 127 and 126
    /// included), or could not start at all.
    public var couldNotRun: Bool {
      switch self {
      case .exited(let code): code == 127 || code == 126
      case .notStarted: true
      case .signaled: false
      }
    }
  }

  /// Runs `arguments` (the first found on `PATH`) with standard input read
  /// from the file at `inputPath` and standard error discarded, so that no
  /// "sh: 1: …" reaches the user.
  public static func run(_ arguments: [String], inputPath: String) -> Status {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child gets the default actions back for what the parent ignores.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let previousInterrupt = signal(SIGINT, SIG_IGN)
    let previousQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    var child = pid_t()
    let cStrings = arguments.map { strdup($0) }
    defer { cStrings.forEach { free($0) } }
    let argv = cStrings + [nil]
    let started = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    guard started == 0 else { return .notStarted(started) }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { return .notStarted(errno) }
    }
    let low = status & 0x7f
    return low == 0 ? .exited((status >> 8) & 0xff) : .signaled(low)
  }
}
