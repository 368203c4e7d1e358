/// Eight bytes read as one word, so a scan can pass over eight bytes that
/// hold none of the few it looks for with a handful of operations.
public struct ByteWord {
  public let bits: UInt64

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset`, which must leave eight bytes to read.
  public init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
    bits = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
  }

  /// Whether two runs of bytes are equal, compared eight bytes at a time.
  public static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard one.count == other.count else { return false }
    var offset = 0
    while offset + 8 <= one.count {
      guard ByteWord(one, at: offset).bits == ByteWord(other, at: offset).bits else { return false }
      offset += 8
    }
    while offset < one.count {
      guard one[offset] == other[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Whether some byte is `byte`: it is when that byte of `bits ^ pattern` is zero.
  public func contains(_ byte: UInt8) -> Bool {
    let difference = bits ^ (Self.ones &* UInt64(byte))
    return (difference &- Self.ones) & ~difference & Self.highs != 0
  }

  /// Whether some byte is below `limit` (at most 0x80).
  public func containsByte(below limit: UInt8) -> Bool {
    (bits &- Self.ones &* UInt64(limit)) & ~bits & Self.highs != 0
  }

  /// Whether some byte is 0x80 or above: not ASCII.
  public var containsNonASCII: Bool { bits & Self.highs != 0 }

  /// Where the first byte that is one of `first` and `second`, below 0x20 or
  /// 0x80 and above lies (0 to 7), or nil when none is. The tests above can
  /// also flag a byte past a true one (a borrow carries upward), never one
  /// before it, so the lowest flag is exact. Bytes are loaded little-end
  /// first, as on every platform Swift runs on.
  public func firstSpecial(_ first: UInt8, _ second: UInt8) -> Int? {
    let one = bits ^ (Self.ones &* UInt64(first))
    let other = bits ^ (Self.ones &* UInt64(second))
    let flags =
      ((one &- Self.ones) & ~one | (other &- Self.ones) & ~other | (bits &- Self.ones &* 0x20) & ~bits | bits)
      & Self.highs
    return flags == 0 ? nil : flags.trailingZeroBitCount / 8
  }
}
