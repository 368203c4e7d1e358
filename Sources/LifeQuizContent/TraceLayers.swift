import LifecycleCore

/// The names `--show` and a trace block's `show:` line accept for the
/// timeline layers beyond the delegates.
public enum TraceLayers {
  public static let names = ["vc", "notifications", "swiftui", "all"]

  /// The layers a comma-separated list names, or the first unknown word.
  public static func parse(_ text: String) -> Result<Set<TimelineEntry.Kind>, UnknownLayer> {
    var layers: Set<TimelineEntry.Kind> = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false).map({ String($0.filter { $0 != " " }) }) {
      switch word {
      case "vc": layers.insert(.viewController)
      case "notifications": layers.insert(.notification)
      case "swiftui": layers.insert(.scenePhase)
      case "all": layers.formUnion([.viewController, .notification, .scenePhase])
      default: return .failure(UnknownLayer(word: word))
      }
    }
    return .success(layers)
  }

  public struct UnknownLayer: Error {
    public let word: String
  }
}
