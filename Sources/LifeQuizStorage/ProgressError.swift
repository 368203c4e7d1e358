/// Progress that cannot be read or saved: which file, and why.
public enum ProgressError: Error, Hashable, Sendable {
  case cannotWrite(path: String, reason: String)
  /// Permission denied, an I/O error: the file is left as it is.
  case cannotRead(path: String, reason: String)
  /// A folder, a FIFO or a device where a file should be.
  case notAFile(path: String, folder: Bool)
  /// Larger than any real progress file: left as it is.
  case tooLarge(path: String, limit: Int)
  /// Written by a newer lifequiz: left untouched.
  case newerVersion(path: String, version: Int)
  /// Another lifequiz held the lock for all of `seconds`.
  case busy(path: String, seconds: Int)
  /// A signal came while waiting for the lock; nothing was written.
  case interrupted
}
