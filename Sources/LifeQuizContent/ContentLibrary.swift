import Foundation

/// All study content: the language-neutral JSON files at the top of
/// `Content/`, and topic pages read on demand from `Content/<language>/topics/`.
/// Questions and misconceptions are read only when asked for, which keeps
/// `explain` fast.
public struct ContentLibrary: Sendable {
  public let folder: URL
  public let topics: [TopicEntry]
  public let scenarios: [ScenarioEntry]
  public let callbacks: [CallbackEntry]

  public init(folder: URL) throws(ContentError) {
    self.folder = folder
    topics = try Self.decode(TopicsFile.self, "topics.json", in: folder).topics
    scenarios = try Self.decode(ScenariosFile.self, "scenarios.json", in: folder).scenarios
    callbacks = try Self.decode(CallbacksFile.self, "callbacks.json", in: folder).callbacks
  }

  public func questions() throws(ContentError) -> [QuestionEntry] {
    try Self.decode(QuestionsFile.self, "questions.json", in: folder).questions
  }

  public func misconceptions() throws(ContentError) -> [MisconceptionEntry] {
    try Self.decode(MisconceptionsFile.self, "misconceptions.json", in: folder).misconceptions
  }

  public func scenario(_ id: String) -> ScenarioEntry? { scenarios.first { $0.id == id } }
  public func topic(_ id: String) -> TopicEntry? { topics.first { $0.id == id } }
  public func callback(page id: String) -> CallbackEntry? { callbacks.first { $0.pageID == id } }

  public func pageURL(_ id: String, _ language: Language) -> URL {
    folder.appendingPathComponent("\(language.rawValue)/topics/\(id).md")
  }

  /// The page in that language, or nil when no file exists for it.
  public func page(_ id: String, _ language: Language) throws(ContentError) -> TopicPage? {
    let url = pageURL(id, language)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ContentError(file: url.path, key: "(file)", reason: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ContentError(file: url.path, key: "(file)", reason: "is not UTF-8 text")
    }
    return try FrontMatter.page(id: id, language: language, text: text, file: url.path)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ name: String, in folder: URL) throws(ContentError) -> T {
    let url = folder.appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ContentError(file: url.path, key: "(file)", reason: "is missing or cannot be read")
    }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw Self.describe(error, file: url.path)
    } catch {
      throw ContentError(file: url.path, key: "(file)", reason: "does not decode: \(error)")
    }
  }

  private static func describe(_ error: DecodingError, file: String) -> ContentError {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
      return text.isEmpty ? "(top level)" : String(text.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return ContentError(file: file, key: path(context.codingPath + [key]), reason: "is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return ContentError(file: file, key: path(context.codingPath), reason: "has the wrong type: \(context.debugDescription)")
    case .dataCorrupted(let context):
      let reason = context.codingPath.isEmpty ? "is not valid JSON" : "is invalid: \(context.debugDescription)"
      return ContentError(file: file, key: path(context.codingPath), reason: reason)
    @unknown default:
      return ContentError(file: file, key: "(file)", reason: "does not decode")
    }
  }

  private struct TopicsFile: Decodable { let topics: [TopicEntry] }
  private struct ScenariosFile: Decodable { let scenarios: [ScenarioEntry] }
  private struct CallbacksFile: Decodable { let callbacks: [CallbackEntry] }
  private struct QuestionsFile: Decodable { let questions: [QuestionEntry] }
  private struct MisconceptionsFile: Decodable { let misconceptions: [MisconceptionEntry] }
}
