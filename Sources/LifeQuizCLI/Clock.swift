#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time, and local days. `LIFEQUIZ_NOW` (seconds since 1970) pins the
/// clock for tests and reproducible transcripts.
struct Clock {
  let now: () -> Int
  /// Seconds east of UTC, for the local day.
  let offset: Int

  init(environment: [String: String]) {
    if let pinned = environment["LIFEQUIZ_NOW"].flatMap(Int.init) {
      now = { pinned }
    } else {
      now = { Int(time(nil)) }
    }
    var seconds = time(nil)
    var local = tm()
    localtime_r(&seconds, &local)
    offset = environment["LIFEQUIZ_NOW"] != nil ? 0 : Int(local.tm_gmtoff)
  }

  /// The local day number of a time (days since 1970).
  func day(_ time: Int) -> Int { Int((Double(time + offset) / 86_400).rounded(.down)) }

  /// The first second of the local day `day`.
  func start(ofDay day: Int) -> Int { day * 86_400 - offset }
}
