import LifeQuizContent
import LifeQuizPlatform

/// Resource errors happen before the interface strings can be read, so their
/// one-line messages are built in, in English.
enum ResourceErrorMessage {
  static func text(for error: ResourceError) -> String {
    switch error {
    case .missing(let tried, let viaEnvironment):
      let place =
        viaEnvironment
        ? "LIFEQUIZ_RESOURCES points to \(tried.first ?? "")" : "looked in \(tried.joined(separator: ", "))"
      return
        "Error: lifequiz cannot find its resources (Content/ and Localization/); \(place). Reinstall with 'make install', or set LIFEQUIZ_RESOURCES to the folder that holds them."
    case .unreadable(let file, let reason):
      return
        "Error: \(file) \(reason). Reinstall lifequiz with 'make install', or restore the file from the repository."
    case .damaged(let file, let key, let reason):
      return
        "Error: \(file): \(key) \(reason). Reinstall lifequiz with 'make install', or restore the file from the repository."
    }
  }
}
