// lifequiz-bench: issue 15's table on this machine. Run in release from the
// package root:
//   swift run -c release lifequiz-bench              # core, then every row
//   swift run -c release lifequiz-bench --quick      # a quarter of the runs
//   swift run -c release lifequiz-bench --callgrind  # also instructions of explain
//   swift run -c release lifequiz-bench --core-only  # state machine speed only
//   lifequiz-bench --no-core --lifequiz=PATH         # time another build, unbuilt
//   lifequiz-bench --search                          # search quality only
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole file; false when it cannot.
func writeText(_ text: String, to path: String) -> Bool {
  guard let file = fopen(path, "w") else { return false }
  let written = fputs(text, file) >= 0
  return fclose(file) == 0 && written
}

/// Says what went wrong on standard error and ends with `code`.
func fail(_ message: String, code: Int32 = 1) -> Never {
  let line = Array("lifequiz-bench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(code)
}

let given = CommandLine.arguments.dropFirst()
let otherBuild = given.first { $0.hasPrefix("--lifequiz=") }.map { String($0.dropFirst("--lifequiz=".count)) }
let fuzzCount = given.first { $0.hasPrefix("--fuzz=") }.map { Int($0.dropFirst("--fuzz=".count)) }
let arguments = Set(given.filter { !$0.hasPrefix("--lifequiz=") && !$0.hasPrefix("--fuzz=") })
let known: Set = [
  "--quick", "--callgrind", "--core-only", "--no-core", "--lifequiz=PATH", "--grading", "--grading-verbose", "--fuzz=N",
  "--search",
]
if let unknown = arguments.subtracting(known).first {
  fail("unknown option \(unknown); use \(known.sorted().joined(separator: ", "))", code: 64)
}

if let fuzzCount {
  guard let count = fuzzCount, count > 0 else {
    fail("--fuzz=N takes a number of cases, such as --fuzz=100000", code: 64)
  }
  FuzzBenchmark(count: count).run()
  exit(0)
}

if arguments.contains("--grading") || arguments.contains("--grading-verbose") {
  print("== grading quality (Tests/LifeQuizContentTests/Fixtures/grading-set*.json)")
  GradingBenchmark(verbose: arguments.contains("--grading-verbose")).run().forEach { print($0) }
  exit(0)
}

if arguments.contains("--search") {
  print("== search quality")
  SearchBenchmark().run().forEach { print($0) }
  exit(0)
}

if !arguments.contains("--no-core") {
  print("== core (release)")
  guard let lines = CoreBenchmark().run() else {
    fail("the core loop no longer runs; fix its events", code: 1)
  }
  lines.forEach { print($0) }
  print("== search quality")
  SearchBenchmark().run().forEach { print($0) }
}
if arguments.contains("--core-only") { exit(0) }

// lifequiz sits beside this program in the build folder.
var selfPath = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
let folder: String
if realpath(CommandLine.arguments[0], &selfPath) != nil || realpath("/proc/self/exe", &selfPath) != nil {
  let path = String(decoding: selfPath.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
} else {
  folder = "."
}
let lifequiz = otherBuild ?? folder + "/lifequiz"
if otherBuild == nil {
  print("== building lifequiz and the hellos")
  guard ProcessRun.succeeds(["swift", "build", "-c", "release", "--product", "lifequiz"]) else {
    fail("cannot build lifequiz; run it from the package root", code: 1)
  }
}
guard access(lifequiz, X_OK) == 0 else { fail("no program at \(lifequiz)", code: 1) }
let hellos = Hellos(folder: "/tmp/lifequiz-bench-\(getuid())")
guard hellos.build() else {
  fail("swiftc cannot build the hellos in \(hellos.folder)", code: 1)
}

var workTemplate = Array("/tmp/lifequiz-bench-work-XXXXXX".utf8CString)
guard let workPointer = mkdtemp(&workTemplate) else {
  fail("cannot make a temporary folder", code: 1)
}
let work = String(cString: workPointer)
defer { _ = ProcessRun.succeeds(["rm", "-rf", work]) }

// Start-up goals (issue 21) are for the installed build, with the standard
// library linked statically: `make install-files PREFIX=…`, then
// `--lifequiz=PREFIX/bin/lifequiz`.
var rows = [
  Row(name: "explain inactive", arguments: [lifequiz, "explain", "inactive"], runs: 40, goal: .ratio(0.45)),
  Row(name: "simulate launch home", arguments: [lifequiz, "simulate", "launch", "home"], runs: 40, goal: .ratio(0.45)),
  Row(name: "help", arguments: [lifequiz, "--help"], runs: 40, goal: .ratio(0.45)),
]
// Stats: issue 21's 0.45x for a learner's history; issue 15's 2x and 3x for
// the very long ones.
for (count, name, runs, goal, memory) in [
  (10_000, "stats, 10,000 answers", 20, 0.45, nil), (100_000, "stats, 100,000 answers", 10, 2.0, nil),
  (1_000_000, "stats, 1,000,000 answers", 3, 3.0, 50),
] as [(Int, String, Int, Double, Int?)] {
  let home = "\(work)/history-\(count)"
  mkdir(home, 0o755)
  guard let last = HistoryGenerator(count: count).write(to: home + "/history.jsonl") else {
    fail("cannot write a history in \(home)", code: 1)
  }
  let environment = ["LIFEQUIZ_HOME": home, "LIFEQUIZ_NOW": String(last + 3_600), "LANG": "C"]
  // The first stats builds the cache; the timed runs read it.
  _ = ProcessRun.run([lifequiz, "stats"], environment: environment)
  rows.append(
    Row(
      name: name, arguments: [lifequiz, "stats"], environment: environment, runs: runs, goal: .ratio(goal),
      memoryGoal: memory))
  if count == 100_000 {
    // Practice as far as its first question: end of input there ends it.
    rows.append(
      Row(
        name: "practice to a question, 100k answers", arguments: [lifequiz, "practice", "--count", "1"],
        environment: environment, runs: 20, goal: .ratio(0.6)))
  }
  if count == 1_000_000 {
    rows.append(
      Row(
        name: "progress rebuilt, 1,000,000 answers", arguments: [lifequiz, "stats"], environment: environment,
        runs: 3, goal: .seconds(3), memoryGoal: 200, prepare: { unlink(home + "/progress.json") }))
  }
}
rows.append(
  Row(
    name: "search, a sentence",
    arguments: [lifequiz, "search", "why", "must", "the", "UI", "be", "updated", "on", "the", "main", "thread"],
    runs: 40, goal: .ratio(0.6)))
rows.append(
  Row(
    name: "deck, every card", arguments: [lifequiz, "deck", "--lang", "all", "--format", "anki"], runs: 20,
    goal: .ratio(1)))
rows.append(
  Row(
    name: "simulate, 2,000 windows",
    arguments: [lifequiz, "simulate", "launch"] + Array(repeating: "open-window", count: 2_000) + ["home"], runs: 3,
    goal: .seconds(0.2), memoryGoal: 40))
// The largest inputs of the hostile corpus (issue 19), each under its 15 s.
// The JSON lists every scene at every step, so its size grows with the
// square of the windows (660 MB here): the goal bounds the time and keeps
// memory flat, which shows the output is streamed, not built.
rows.append(
  Row(
    name: "simulate, 5,000 windows, JSON",
    arguments: [lifequiz, "simulate", "--format", "json", "launch"] + Array(repeating: "open-window", count: 5_000),
    runs: 3, goal: .seconds(12), memoryGoal: 100))
let playLines = work + "/play-lines.txt"
let interviewLines = work + "/interview-lines.txt"
guard
  writeText(String(repeating: "launch\nhome\n", count: 5_000), to: playLines),
  writeText(String(repeating: "skip\n", count: 100_000), to: interviewLines)
else { fail("cannot write the input files in \(work)", code: 1) }
rows.append(
  Row(name: "play, 10,000 event lines", arguments: [lifequiz, "play"], runs: 3, goal: .seconds(8), input: playLines))
rows.append(
  Row(
    name: "interview, 100,000 lines of skip",
    arguments: [lifequiz, "interview", "--time", "0", "--data-dir", work + "/interview-home"], runs: 3,
    goal: .seconds(2), input: interviewLines))

EndToEndBenchmark(lifequiz: lifequiz, hellos: hellos, quick: arguments.contains("--quick")).run(rows)

if arguments.contains("--callgrind") {
  print("== callgrind: instructions of explain inactive (stable across load)")
  let output = work + "/callgrind.out"
  guard
    ProcessRun.succeeds([
      "valgrind", "--tool=callgrind", "--callgrind-out-file=" + output, lifequiz, "explain", "inactive",
    ]),
    let file = fopen(output, "r")
  else {
    fail("callgrind did not run (apt-get install valgrind)", code: 1)
  }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      print("explain inactive: \(line.split(separator: " ").last.map { $0.filter(\.isNumber) } ?? "?") instructions")
      break
    }
  }
}
