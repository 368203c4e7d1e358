/// Terms already worked out for words seen before, so tokenizing a corpus
/// handles each distinct word once.
public struct TokenMemo {
  var terms: [Tokenizer.Word: [String]] = [:]

  public init() {}
}
