/// The linter's rules. Numbers are stable: tests and people refer to them.
public enum LintRule: String, CaseIterable, Hashable, Sendable {
  case damagedFile = "LQ000"
  case missingTranslation = "LQ001"
  case unknownEvent = "LQ002"
  case unknownCallback = "LQ003"
  case rejectedScenario = "LQ004"
  case brokenReference = "LQ005"
  case duplicateID = "LQ006"
  case unsupportedMarkdown = "LQ007"
  case handWrittenTrace = "LQ008"
  case translationDrift = "LQ009"
  case callbackNotInScenario = "LQ010"
  case unsettledClaim = "LQ011"
  case missingKeywords = "LQ012"
  case missingPage = "LQ013"
  case uncoveredCallback = "LQ014"
  case badAlias = "LQ015"
  case duplicateScenario = "LQ016"
  case unknownSource = "LQ020"
  case unusedSource = "LQ021"
  case unsourcedNote = "LQ022"
  case genericKeyword = "LQ023"
  case modelAnswerMisses = "LQ024"
  case followUpProbe = "LQ025"

  public var fix: String {
    switch self {
    case .damagedFile: "repair the file so it decodes (see the reason), or restore it from git"
    case .missingTranslation: "write the missing language; every language in Localization/ must have it"
    case .unknownEvent: "use an event from 'lifequiz simulate --list-events'"
    case .unknownCallback: "use an exact Swift selector, such as sceneWillResignActive(_:)"
    case .rejectedScenario: "reorder or change the events until 'lifequiz simulate' accepts them"
    case .brokenReference: "point at an id that exists, or add the missing item"
    case .duplicateID: "give each item its own id; ids drive progress and deck GUIDs, so never reuse one"
    case .unsupportedMarkdown:
      "keep to headings, paragraphs, '- ' and '1. ' lists, ``` blocks, tables, `code`, **strong** and *emphasis*"
    case .handWrittenTrace:
      "replace the callback list with a ```trace block naming a scenario; the core writes the order"
    case .translationDrift: "make both languages embed the same trace blocks in the same order"
    case .callbackNotInScenario: "name a scenario whose trace contains the callback"
    case .unsettledClaim: "give the claim a 'check' the core can settle, or else 'holds'; not both"
    case .missingKeywords: "give every key point at least one keyword in each language"
    case .missingPage: "add the page in Content/<language>/topics/, or its entry in topics.json"
    case .uncoveredCallback: "add an entry to callbacks.json for this delegate method"
    case .badAlias:
      "give every group in <language>/aliases.json two or more different, non-empty phrases, each in one group only"
    case .duplicateScenario: "change the events or the style, or point at the existing scenario instead"
    case .unknownSource: "name a source id listed in sources.json, and a note or topic that exists"
    case .unusedSource: "cite the source from a note or a topic, or remove it from sources.json"
    case .unsourcedNote: "list in sources.json the sources this badge note rests on"
    case .genericKeyword:
      "write a claim (\"runs no code\", \"willResignActive then didEnterBackground\"), not a word that says nothing alone"
    case .modelAnswerMisses:
      "make the key point's ways of saying it match what the model answer claims, or the answer state the point"
    case .followUpProbe:
      "give each follow-up \"probes\": the index of its parent's key point it digs into (a main question has none)"
    }
  }
}
