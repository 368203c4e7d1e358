import LifeQuizContent
import LifecycleCore

/// Options several commands declare alike.
enum SharedOptions {
  /// The app style to run, scene-based unless told otherwise.
  static let style = Option<AppStyle>("style", default: .scene)
  /// Only items of one app style.
  static let styleFilter = Option<AppStyle?>("style")
  static let topic = Option<String?>("topic", completion: .topics)
  static let format = Option<DataFormat>("format", default: .text)
  static let seed = Option<UInt64?>("seed", placeholder: "n")
  static let dataDirectory = Option<String?>("data-dir", placeholder: "path", completion: .folders)
  static let show = Option<Set<TimelineEntry.Kind>>(
    "show", placeholder: "layers", default: [], completion: .words(TraceLayers.names))
  static let restoration = Flag("restoration")
}
