#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time, and local days. `LIFEQUIZ_NOW` (seconds since 1970) pins the
/// clock for tests and reproducible transcripts.
public struct Clock: Sendable {
  public let now: @Sendable () -> Int
  /// Seconds east of UTC, for the local day.
  public let offset: Int

  public init(environment: [String: String]) {
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

  /// The system's time in seconds since 1970, never pinned: for names of
  /// files set aside, which must not collide with earlier ones.
  public static func systemNow() -> Int { Int(time(nil)) }

  /// The local day number of a time (days since 1970).
  public func day(_ time: Int) -> Int { Int((Double(time + offset) / 86_400).rounded(.down)) }

  /// The first second of the local day `day`.
  public func start(ofDay day: Int) -> Int { day * 86_400 - offset }
}

extension Clock {
  /// "2026-11-23" in local time.
  public func describe(_ time: Int) -> String {
    let days = day(time)
    // Civil date from a day count (Howard Hinnant's algorithm).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }
}
