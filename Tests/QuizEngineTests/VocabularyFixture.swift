import Foundation
import QuizEngine

/// The real vocabulary files, read the way the content layer reads them.
enum VocabularyFixture {
  static let answers: AnswerVocabulary = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Localization/vocabulary")
    var files: [[String: [String]]] = []
    // Every language's file, as the content layer finds them.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      files.append(object.compactMapValues { $0 as? [String] })
    }
    return AnswerVocabulary.merging(files)
  }()
}
