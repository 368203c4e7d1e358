#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's math, for layers that do not import Glibc or Darwin.
public enum CMath {
  /// ln(1 + x), exact for small x.
  public static func logOnePlus(_ x: Double) -> Double { log1p(x) }
  /// x to the power y.
  public static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
}
