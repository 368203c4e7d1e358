#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines from a descriptor with a cap on their length, so no input (a
/// pasted file, `/dev/zero`) can fill memory or keep practice reading forever.
public final class StandardInput: @unchecked Sendable {
  public static let lineLimit = 4096
  /// How much of an over-long line is skipped looking for its end; past it,
  /// the input counts as ended (endless bytes without a newline).
  public static let skipLimit = 1 << 20

  private let descriptor: Int32
  private var pending: [UInt8] = []
  private var ended = false

  /// Why standard input cannot be read at all (closed, or a folder), or
  /// nil: an empty file or a terminal is input like any other.
  public static func problem(descriptor: Int32 = STDIN_FILENO) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return SystemError.last.reason }
    return (status.st_mode & S_IFMT) == S_IFDIR ? SystemError(code: EISDIR).reason : nil
  }

  public init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// The next line without its newline; nil at the end of input.
  public func next() -> InputLine? {
    while true {
      if let newline = pending.prefix(Self.lineLimit + 1).firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return .text(line)
      }
      if pending.count > Self.lineLimit {
        skipRestOfLine()
        return .tooLong
      }
      guard !ended, fill() else {
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return .text(String(decoding: pending, as: UTF8.self))
      }
    }
  }

  private func skipRestOfLine() {
    var skipped = 0
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        pending.removeSubrange(...newline)
        return
      }
      skipped += pending.count
      pending.removeAll(keepingCapacity: true)
      guard skipped <= Self.skipLimit, !ended, fill() else {
        ended = true
        return
      }
    }
  }

  /// Reads more bytes; false at the end of input or on an error.
  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        return false
      }
      pending += chunk[0..<count]
      return true
    }
  }
}
