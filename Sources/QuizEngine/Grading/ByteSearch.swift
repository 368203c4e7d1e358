/// Substring, prefix and suffix search on UTF-8 bytes. The standard `contains` compares
/// characters under canonical equivalence, and took half of grading's time.
/// Answers and the vocabulary are compared in composed form (NFC) already:
/// the tokenizer reads Hangul as precomposed syllables. In that form the
/// bytes match where the characters do, for the words compared here.
public enum ByteSearch {
  public static func contains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    return text.withUTF8 { haystack in part.withUTF8 { needle in search(haystack, for: needle) } }
  }

  public static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    text.utf8.starts(with: prefix.utf8)
  }

  public static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
    text.utf8.count >= suffix.utf8.count && text.utf8.reversed().starts(with: suffix.utf8.reversed())
  }

  private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    var start = 0
    while start <= haystack.count - needle.count {
      if haystack[start] == first {
        var matched = 1
        while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
