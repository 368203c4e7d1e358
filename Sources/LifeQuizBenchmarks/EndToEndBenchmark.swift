#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every row of issue 15's table, each timed against the Foundation hello:
/// the two run alternately, one run each per round, so changes in the
/// machine's load hit both alike, and each reports the median of its runs.
struct EndToEndBenchmark {
  let lifequiz: String
  let hellos: Hellos
  /// Fewer runs of every row, for a quick look.
  let quick: Bool

  func run(_ rows: [Row]) {
    print("== floor: hellos against the Foundation hello")
    for (name, path) in [("no-Foundation hello", hellos.plain), ("static-stdlib hello", hellos.staticStdlib)] {
      let row = Row(name: name, arguments: [path], runs: 40, goal: .ratio(1))
      guard let result = measure(row) else { return }
      print(Self.pad(name, 38) + Self.format(result.median) + "   " + Self.ratio(result.median / result.baseline))
    }
    print("== lifequiz (median of interleaved runs; ratio to the Foundation hello)")
    print(Self.pad("row", 38) + Self.pad("median", 11) + Self.pad("ratio", 9) + Self.pad("peak", 9) + "goal")
    for row in rows {
      guard let result = measure(row) else {
        print(Self.pad(row.name, 38) + "failed to run")
        continue
      }
      let ratio = result.median / result.baseline
      let memory = result.peakMemory / (1024 * 1024)
      var met: Bool
      var goal: String
      switch row.goal {
      case .ratio(let limit):
        met = ratio <= limit
        goal = "<= \(limit)x"
      case .seconds(let limit):
        met = result.median <= limit
        goal = "<= \(limit) s"
      }
      if let limit = row.memoryGoal {
        met = met && memory <= limit
        goal += ", <= \(limit) MB"
      }
      print(
        Self.pad(row.name, 38) + Self.pad(Self.format(result.median), 11) + Self.pad(Self.ratio(ratio), 9)
          + Self.pad("\(memory) MB", 9) + Self.pad(goal, 20)
          + (result.failures > 0 ? "FAILED: \(result.failures) of its runs did not exit 0" : met ? "ok" : "OVER"))
    }
  }

  struct Result {
    let median: Double
    let baseline: Double
    let peakMemory: Int
    let failures: Int
  }

  private func measure(_ row: Row) -> Result? {
    let runs = quick ? max(1, row.runs / 4) : row.runs
    var times: [Double] = []
    var baseline: [Double] = []
    var peak = 0
    var failures = 0
    for _ in 0..<runs {
      row.prepare()
      guard let hello = ProcessRun.run([hellos.foundation]),
        let run = ProcessRun.run(row.arguments, environment: row.environment, input: row.input)
      else { return nil }
      baseline.append(hello.seconds)
      times.append(run.seconds)
      peak = max(peak, run.peakMemory)
      if run.status != 0 { failures += 1 }
    }
    return Result(median: Median.of(times), baseline: Median.of(baseline), peakMemory: peak, failures: failures)
  }

  static func format(_ seconds: Double) -> String {
    seconds >= 1 ? "\(rounded(seconds, 2)) s" : "\(rounded(seconds * 1000, 1)) ms"
  }

  static func ratio(_ value: Double) -> String { "\(rounded(value, 2))x" }

  static func rounded(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let whole = Int((value * scale).rounded())
    let text = String(whole)
    guard digits > 0 else { return text }
    let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
    return String(padded.dropLast(digits)) + "." + String(padded.suffix(digits))
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
