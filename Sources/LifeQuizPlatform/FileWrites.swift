/// The bytes progress writes, behind one closure, so a test can make any one
/// write fail (a full disk, an I/O error) and check that nothing is lost.
public struct FileWrites: Sendable {
  /// Writes every byte to the descriptor; false on failure, errno says why.
  public let write: @Sendable (_ bytes: [UInt8], _ descriptor: Int32) -> Bool

  public init(write: @escaping @Sendable (_ bytes: [UInt8], _ descriptor: Int32) -> Bool) {
    self.write = write
  }

  public static let system = FileWrites { bytes, descriptor in FileBytes.write(bytes, to: descriptor) }
}
