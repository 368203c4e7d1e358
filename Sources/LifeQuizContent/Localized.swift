/// A text in both languages. English is required; Korean may be missing,
/// which the linter reports and the reader sees as English with a notice.
public struct Localized: Hashable, Sendable {
  public let en: String
  public let ko: String?

  public init(en: String, ko: String?) {
    self.en = en
    self.ko = ko
  }

  public subscript(language: Language) -> String {
    switch language {
    case .en: en
    case .ko: ko ?? en
    }
  }

  public func has(_ language: Language) -> Bool {
    switch language {
    case .en: !en.isEmpty
    case .ko: !(ko ?? "").isEmpty
    }
  }
}
