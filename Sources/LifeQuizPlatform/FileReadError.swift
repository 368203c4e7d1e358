/// Why a file could not be read whole.
public enum FileReadError: Error, Equatable, Sendable {
  case missing
  case folder
  /// A FIFO, device or socket.
  case special
  case tooLarge(limit: Int)
  /// The system's reason.
  case unreadable(String)

  /// Follows the file's name in a message: "Content/topics.json is missing".
  public var reason: String {
    switch self {
    case .missing: "is missing"
    case .folder: "is a folder, not a file"
    case .special: "is not a regular file (a FIFO, device or socket)"
    case .tooLarge(let limit): "is larger than \(limit >> 20) MB, too large to be a lifequiz file"
    case .unreadable(let reason): "cannot be read (\(reason))"
    }
  }
}
