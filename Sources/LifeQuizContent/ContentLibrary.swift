import LifeQuizPlatform
import LifeQuizStorage

/// All study content: the language-neutral JSON files at the top of
/// `Content/`, and topic pages read on demand from `Content/<language>/topics/`.
/// Only the topics are read at once: scenarios, sources, callbacks,
/// questions and misconceptions are read when asked for, and scenarios and
/// sources can be read in part, which keeps `explain <topic>` fast.
public struct ContentLibrary: Sendable {
  public let folder: LocalPath
  public let topics: [TopicEntry]
  /// The content's own version (`topics.json` → `version`).
  public let version: String

  public init(folder: LocalPath) throws(ContentError) {
    self.folder = folder
    let topicsFile = try Self.document(folder.appendingPathComponent("topics.json"))
    version = try topicsFile["version"].string()
    var topics: [TopicEntry] = []
    for item in try topicsFile["topics"].array() { topics.append(try TopicEntry(item)) }
    self.topics = topics
  }

  /// The scenarios in the file's order; with `only`, just those with these
  /// ids (the others are checked as JSON but not read).
  public func scenarios(only ids: Set<String>? = nil) throws(ContentError) -> [ScenarioEntry] {
    try Self.read(
      "scenarios.json", "scenarios", in: folder,
      keeping: ids.map { JSONReader.ListFilter(list: "scenarios", key: "id", values: $0) }, ScenarioEntry.init)
  }

  public func callbacks() throws(ContentError) -> [CallbackEntry] {
    try Self.read("callbacks.json", "callbacks", in: folder, CallbackEntry.init)
  }

  public func sources() throws(ContentError) -> SourceCatalog {
    try SourceCatalog(Self.document(folder.appendingPathComponent("sources.json")))
  }

  /// The interview questions. With `ways`, each key point has the grader's
  /// ways of saying it and the wrong beliefs that contradict it, from
  /// `grading.json`; without, their lists are empty and that file is not
  /// read: for what shows questions, never for what grades answers. With
  /// `only`, the other questions are checked as JSON but not read.
  public func questions(ways: Bool = true, only ids: Set<String>? = nil) throws(ContentError) -> [QuestionEntry] {
    let filter = ids.map { JSONReader.ListFilter(list: "questions", key: "id", values: $0) }
    let questions = try Self.read("questions.json", "questions", in: folder, keeping: filter, QuestionEntry.init)
    guard ways else { return questions }
    do {
      return try Self.withWays(questions, from: folder, keeping: filter)
    } catch {
      // Read in part, the entries of the other questions are not seen: an
      // entry renamed away from its question reads as a question with no
      // entry. The whole file's read names the stray entry.
      if ids != nil { _ = try self.questions() }
      throw error
    }
  }

  /// The questions, each with its entry in `grading.json`.
  private static func withWays(
    _ questions: [QuestionEntry], from folder: LocalPath, keeping filter: JSONReader.ListFilter?
  ) throws(ContentError) -> [QuestionEntry] {
    let file = folder.appendingPathComponent("grading.json").path
    let entries = try read("grading.json", "questions", in: folder, keeping: filter, QuestionWays.init)
    var byID: [String: QuestionWays] = Dictionary(minimumCapacity: entries.count)
    let known = Set(questions.map(\.id))
    for entry in entries {
      guard known.contains(entry.id) else {
        throw ContentError(
          file: file, key: entry.location + ".id", reason: "no question '\(entry.id)' in questions.json")
      }
      guard byID.updateValue(entry, forKey: entry.id) == nil else {
        throw ContentError(file: file, key: entry.location + ".id", reason: "'\(entry.id)' is listed twice")
      }
    }
    var graded: [QuestionEntry] = []
    graded.reserveCapacity(questions.count)
    for question in questions {
      guard let entry = byID[question.id] else {
        throw ContentError(file: file, key: "questions", reason: "has no entry for '\(question.id)'")
      }
      graded.append(try question.with(entry, file: file))
    }
    return graded
  }

  /// The misconceptions; a check naming a step its scenario does not have
  /// is an error here, so no command answers a trap from a step that is not
  /// there. With `only`, just those with these ids (the others are checked
  /// as JSON but not read, and their checks not run). `scenarios`: every
  /// scenario by id, when the caller has read them.
  public func misconceptions(
    only ids: Set<String>? = nil, checkedAgainst scenarios: [String: ScenarioEntry]? = nil
  ) throws(ContentError) -> [MisconceptionEntry] {
    let entries = try uncheckedMisconceptions(only: ids)
    let checked: [String: ScenarioEntry]
    if let scenarios {
      checked = scenarios
    } else {
      checked = try self.scenarios(only: Set(entries.compactMap { $0.check?.scenario })).byID
    }
    try checkSteps(of: entries, against: checked)
    return entries
  }

  /// The misconceptions before their steps are checked: for a reader that
  /// reads their scenarios with others and then calls `checkSteps`.
  func uncheckedMisconceptions(only ids: Set<String>? = nil) throws(ContentError) -> [MisconceptionEntry] {
    try Self.read(
      "misconceptions.json", "misconceptions", in: folder,
      keeping: ids.map { JSONReader.ListFilter(list: "misconceptions", key: "id", values: $0) },
      MisconceptionEntry.init)
  }

  /// A check naming a step its scenario (in `scenarios`, by id) does not have is an error.
  func checkSteps(of entries: [MisconceptionEntry], against scenarios: [String: ScenarioEntry]) throws(ContentError) {
    for entry in entries {
      guard let check = entry.check, let step = check.step, let scenario = scenarios[check.scenario],
        step > scenario.events.count
      else { continue }
      throw ContentError(
        file: folder.appendingPathComponent("misconceptions.json").path, key: entry.location + ".check.step",
        reason: "names step \(step), but scenario '\(scenario.id)' has \(scenario.events.count)")
    }
  }

  public func topic(_ id: String) -> TopicEntry? { topics.first { $0.id == id } }

  public func pagePath(_ id: String, _ language: Language) -> LocalPath {
    folder.appendingPathComponent("\(language.rawValue)/topics/\(id).md")
  }

  /// The page in that language, or nil when no file exists for it.
  public func page(_ id: String, _ language: Language) throws(ContentError) -> TopicPage? {
    let url = pagePath(id, language)
    guard FileBytes.exists(url.path) else { return nil }
    let data: [UInt8]
    switch FileBytes.contents(of: url.path, limit: FileBytes.contentLimit) {
    case .success(let bytes): data = bytes
    case .failure(let error): throw ContentError(file: url.path, key: "(file)", reason: error.reason)
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ContentError(file: url.path, key: "(file)", reason: "is not UTF-8 text")
    }
    return try FrontMatter.page(id: id, language: language, text: text, file: url.path)
  }

  /// Reads the list under `key` in a JSON file, one item at a time. In a
  /// filtered read each item keeps its place in the whole list, so what is
  /// said about it (`scenarios[1]`) names it where it stands in the file.
  static func read<T>(
    _ name: String, _ key: String, in folder: LocalPath, keeping filter: JSONReader.ListFilter? = nil,
    _ make: (JSONField) throws(ContentError) -> T
  ) throws(ContentError) -> [T] {
    let (root, places) = try document(folder.appendingPathComponent(name), keeping: filter)
    var items: [T] = []
    for item in try root[key].array(places: places) { items.append(try make(item)) }
    return items
  }

  /// Parses a JSON file, reporting syntax errors by line.
  static func document(_ url: LocalPath) throws(ContentError) -> JSONField {
    try document(url, keeping: nil).root
  }

  /// With `filter`, the place in the whole list of each item kept.
  static func document(_ url: LocalPath, keeping filter: JSONReader.ListFilter?) throws(ContentError) -> (
    root: JSONField, places: [Int]?
  ) {
    let data: [UInt8]
    switch FileBytes.contents(of: url.path, limit: FileBytes.contentLimit) {
    case .success(let bytes): data = bytes
    case .failure(let error): throw ContentError(file: url.path, key: "(file)", reason: error.reason)
    }
    do {
      if let filter {
        let (value, places) = try JSONReader.filtered(data, keeping: filter)
        return (JSONField(value: value, file: url.path), places)
      }
      return (JSONField(value: try JSON.parse(data), file: url.path), nil)
    } catch {
      throw ContentError(file: url.path, key: "line \(error.line)", reason: "is not valid JSON: \(error.reason)")
    }
  }
}
