import Foundation
import QuizEngine

/// The real vocabulary files, read the way the content layer reads them.
enum VocabularyFixture {
  static let answers: AnswerVocabulary = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Localization/vocabulary")
    var files: [[String: [String]]] = []
    for language in ["en", "ko"] {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent("\(language).json")),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      files.append(object.compactMapValues { $0 as? [String] })
    }
    return AnswerVocabulary.merging(files)
  }()
}
