/// What can be typed at the prompt instead of an answer.
enum PromptCommand {
  case hint, skip, explain, quit, none

  init(_ input: String) {
    switch input.trimmingCharacters(in: " \t").lowercased() {
    case "?", "hint", "힌트": self = .hint
    case "skip", "s", "건너뛰기", "패스": self = .skip
    case "explain", "e", "설명": self = .explain
    case "quit", "q", "exit", "종료", "그만": self = .quit
    default: self = .none
    }
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
