/// A zip file of stored (uncompressed) entries, as an Anki package is:
/// local headers, the data, a central directory. Deterministic: a fixed
/// date, entries in the order given.
struct ZipArchive {
  private(set) var entries: [(name: String, bytes: [UInt8])] = []

  mutating func add(_ name: String, _ bytes: [UInt8]) {
    entries.append((name, bytes))
  }

  var bytes: [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for (name, data) in entries {
      let offset = out.count
      let checksum = Self.crc32(data)
      let nameBytes = Array(name.utf8)
      // 1980-01-01 00:00, the earliest date zip can say.
      let header: [(Int, Int)] = [
        (20, 2), (0, 2), (0, 2), (0, 2), (0x21, 2), (Int(checksum), 4), (data.count, 4), (data.count, 4),
        (nameBytes.count, 2), (0, 2),
      ]
      out += Self.little(0x0403_4b50, 4)
      for (value, size) in header { out += Self.little(value, size) }
      out += nameBytes + data
      central += Self.little(0x0201_4b50, 4) + Self.little(20, 2)
      for (value, size) in header { central += Self.little(value, size) }
      central += Self.little(0, 2) + Self.little(0, 2) + Self.little(0, 2) + Self.little(0, 4)
      central += Self.little(offset, 4) + nameBytes
    }
    let start = out.count
    out += central
    out += Self.little(0x0605_4b50, 4) + Self.little(0, 2) + Self.little(0, 2)
    out += Self.little(entries.count, 2) + Self.little(entries.count, 2)
    out += Self.little(central.count, 4) + Self.little(start, 4) + Self.little(0, 2)
    return out
  }

  private static func little(_ value: Int, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  /// CRC-32 (IEEE 802.3, reflected), as zip checks each entry.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
