import LifeQuizStorage
import Testing

@Suite("JSON numbers")
struct JSONNumberTests {
  /// Decimals written the ways a progress file and hand-written content
  /// write them: shortest round-trip forms of random doubles (16 and 17
  /// digits past the fast path's 2^53), and digit strings near its limits.
  static func decimals() -> [String] {
    var generator = SystemRandomNumberGenerator()
    var texts = [
      "0.0", "-0.0", "0.5", "-1.25", "4.200233805980905", "9.936074304081261", "17.79331736358004",
      "9007199254740992.0", "9007199254740993.0", "900719925474099.3", "0.9007199254740993",
      "1.0000000000000000000001", "0.0000000000000000000001", "0.00000000000000000000001", "123456789.123456789",
      "3.141592653589793", "2.718281828459045", "0.1", "0.2", "0.30000000000000004", "1e2", "1.5E-3",
    ]
    for _ in 0..<3000 {
      let value = Double.random(in: -1e6...1e6, using: &generator)
      texts.append("\(value)")
      texts.append("\(value / 1e9)")
      let digits = Int.random(in: 1...20, using: &generator)
      let fractionDigits = Int.random(in: 1...24, using: &generator)
      let whole =
        digits == 1
        ? "0"
        : String(Int.random(in: 1...9, using: &generator))
          + (1..<digits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
      let fraction = (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
      texts.append(whole + "." + fraction)
    }
    return texts
  }

  @Test("A decimal reads as the closest double, bit for bit what Double(String) gives, -0.0 included")
  func closestDouble() throws {
    for text in Self.decimals() {
      guard case .array(let values) = try JSONReader.parse(Array("[\(text)]".utf8)),
        case .number(let read) = values.first
      else {
        Issue.record("\(text) did not read as a number")
        continue
      }
      let expected = try #require(Double(text))
      #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) where \(expected)")
    }
  }
}
