#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a program with its output discarded: wall time, and peak
/// resident memory from `wait4`'s resource usage of that child alone.
struct ProcessRun {
  let seconds: Double
  /// Peak resident set in bytes.
  let peakMemory: Int
  let status: Int32

  /// Runs `arguments` (the first a path, or a name looked up on `PATH`) with
  /// `environment` added to this process's own, and standard input from the
  /// file `input` (else /dev/null); nil when it cannot start.
  static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) -> ProcessRun? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var merged: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        merged[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    for (key, value) in environment { merged[key] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var started = timespec()
    clock_gettime(CLOCK_MONOTONIC, &started)
    var child: pid_t = 0
    let spawn = arguments[0].contains("/") ? posix_spawn : posix_spawnp
    guard spawn(&child, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    var ended = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ended)
    let seconds = Double(ended.tv_sec - started.tv_sec) + Double(ended.tv_nsec - started.tv_nsec) / 1e9
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    return ProcessRun(seconds: seconds, peakMemory: peak, status: status)
  }

  /// Runs `arguments` (no shell: paths stay data); true when it exits 0.
  static func succeeds(_ arguments: [String]) -> Bool {
    run(arguments)?.status == 0
  }
}
