import LifeQuizPlatform
import LifeQuizStorage
import LifecycleCore
import QuizEngine

/// Feeds damaged and random text to every reader of outside input: the JSON
/// reader, the event parser, the answer parser, the claim grader and (every
/// 25th case, through a real folder) the history and progress readers. A
/// case passes when the reader returns, with a value or an error; a trap
/// ends the process, and the case's seed and number, printed by the caller
/// before it, reproduce it. Deterministic for a seed.
public struct InputFuzzer {
  public struct Report: Sendable {
    public var cases = 0
    /// Inputs the JSON reader read as a document (the rest it turned down).
    public var jsonRead = 0
    /// History files read back, of those written.
    public var historiesRead = 0
    public var histories = 0
  }

  let questions: [Question]
  let recalls: [QuizMaterial.RecallSpec]
  let vocabulary: AnswerVocabulary
  let grader: ClaimGrader
  /// A folder of its own for the history cases; emptied before each.
  let folder: LocalPath

  public init(
    material: QuizMaterial, vocabulary: AnswerVocabulary, grader: ClaimGrader, folder: LocalPath, seed: UInt64
  ) {
    let generator = QuestionGenerator(material: material)
    var random = SeededGenerator(seed: seed)
    questions = generator.items().prefix(60).compactMap { generator.question(for: $0, using: &random) }
    recalls = Array(material.recalls.prefix(20))
    self.vocabulary = vocabulary
    self.grader = grader
    self.folder = folder
  }

  static let seeds: [String] = [
    #"{"item": "order/scene-home-and-return", "kind": "order", "topic": "callbacks", "at": 1795300000, "rating": 3, "correct": true}"#,
    #"{"version": 2, "states": {"x": {"stability": 1.5, "difficulty": 5, "due": 1795300000}}, "position": [1, 2, 3]}"#,
    "launch", "home", "reclaim-scene:2", "open-window:1", "2 1 3", "t", "예", "inactive 상태", "1, 3, 2",
    "sceneWillResignActive then sceneDidEnterBackground, no callback when suspended.",
    "sceneWillResignActive 다음에 sceneDidEnterBackground가 호출되고, suspend는 콜백 없이 조용히 일어나지 않습니다.",
    "-9223372036854775808", "1e999999", "[[[[[[[[[[", "\"\\ud800\"", "willResignActive, didEnterBackground, →, ->, 다음",
  ]

  static let pieces: [[UInt8]] = [
    [0], [0xFF], [0xC3], [0xE2, 0x86], [0x1B, 0x5B, 0x32, 0x4A], Array("\n".utf8), Array("\"".utf8), Array("\\u".utf8),
    Array("}".utf8), Array("[".utf8), Array(",".utf8), Array("않".utf8), Array("not ".utf8), Array("(_:".utf8),
    Array(String(repeating: "[", count: 600).utf8), Array(String(repeating: "a", count: 3000).utf8),
  ]

  public func run(iterations: Int, seed: UInt64, before: (Int) -> Void = { _ in }) -> Report {
    var random = SeededGenerator(seed: seed)
    var report = Report()
    for number in 0..<iterations {
      before(number)
      let bytes = Self.mutated(Self.seeds[Int(random.next() % UInt64(Self.seeds.count))], &random)
      let text = String(decoding: bytes, as: UTF8.self)
      report.cases += 1
      if (try? JSON.parse(bytes)) != nil { report.jsonRead += 1 }
      _ = LifecycleEvent.parse(text)
      if !questions.isEmpty {
        _ = AnswerParser.parse(text, for: questions[number % questions.count], vocabulary: vocabulary)
      }
      if !recalls.isEmpty {
        let spec = recalls[number % recalls.count]
        _ = grader.grade(text, points: spec.keyPoints.map(\.graded), reference: spec.reference)
      }
      if number % 25 == 0 {
        report.histories += 1
        if readHistory(bytes) { report.historiesRead += 1 }
      }
    }
    return report
  }

  /// A valid record, then the fuzzed bytes, as the history; read back.
  private func readHistory(_ bytes: [UInt8]) -> Bool {
    for name in FileBytes.names(in: folder.path) { FileSystem.remove(folder.appendingPathComponent(name).path) }
    _ = FileBytes.makeFolder(folder.path)
    let history = Array((Self.seeds[0] + "\n").utf8) + bytes
    guard let file = try? OpenFile.open(folder.appendingPathComponent("history.jsonl").path, for: .replace) else {
      return false
    }
    defer { file.close() }
    guard FileBytes.write(history, to: file.descriptor) else { return false }
    return (try? ProgressFile(folder: folder).statesAndTotals()) != nil
  }

  /// One to four changes to `seed`: a byte flipped, a piece inserted, a cut,
  /// a run repeated.
  public static func mutated(_ seed: String, _ random: inout SeededGenerator) -> [UInt8] {
    var bytes = Array(seed.utf8)
    for _ in 0...(random.next() % 4) {
      let at = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
      switch random.next() % 4 {
      case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(truncatingIfNeeded: random.next() | 1)
      case 1: bytes.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: at)
      case 2: bytes = Array(bytes.prefix(at))
      default:
        let run = bytes[at..<min(bytes.count, at + 8)]
        bytes.insert(contentsOf: Array(repeating: Array(run), count: 3).joined(), at: at)
      }
    }
    return bytes
  }
}
