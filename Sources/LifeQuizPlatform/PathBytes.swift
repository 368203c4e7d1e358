/// File names are bytes, not always UTF-8. A name from the command line or
/// the environment is decoded losslessly: each byte that is not part of
/// valid UTF-8 becomes one private-use scalar, U+EF80 to U+EFFF, and is
/// turned back into the same byte when the name is handed to the system.
/// A folder named with byte 0xFF is therefore the same folder, not one
/// named with U+FFFD. (A name that really contains U+EF80…U+EFFF, which
/// nothing types, would be changed.)
public enum PathBytes {
  static let base: UInt32 = 0xEF00

  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let bytes = Array(bytes)
    if let valid = String(validatingUTF8Bytes: bytes) { return valid }
    var text = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes[index])
      if length > 1, index + length <= bytes.count,
        let scalar = String(validatingUTF8Bytes: Array(bytes[index..<index + length]))
      {
        text.append(contentsOf: scalar.unicodeScalars)
        index += length
      } else if bytes[index] < 0x80 {
        text.append(Unicode.Scalar(bytes[index]))
        index += 1
      } else {
        text.append(Unicode.Scalar(base + UInt32(bytes[index])) ?? "?")
        index += 1
      }
    }
    return String(text)
  }

  /// The bytes the system should see for `text`.
  public static func encode(_ text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    // Only U+EF80…U+EFFF stand for raw bytes, and their UTF-8 starts with 0xEE.
    guard utf8.contains(0xEE) else { return utf8 }
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      if (base + 0x80...base + 0xFF).contains(scalar.value) {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// `path` as the system's NUL-terminated name, to pass to `open`,
  /// `stat` and friends in place of the Swift string.
  public static func cString(_ path: String) -> [CChar] {
    encode(path).map { CChar(bitPattern: $0) } + [0]
  }

  /// Whether `scalar` stands for a raw byte.
  public static func isRawByte(_ scalar: Unicode.Scalar) -> Bool {
    (base + 0x80...base + 0xFF).contains(scalar.value)
  }

  public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: scalar.value - base) }

  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }
}

extension String {
  /// The bytes as a string when they are valid UTF-8, else nil.
  init?(validatingUTF8Bytes bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else { return nil }
    self = text
  }
}
