/// A JSON object's members, in the order they were read or added, so
/// written documents keep their schema order. Written as a dictionary
/// literal or as a list of pairs: both keep the order written.
public struct JSONObject: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
  public private(set) var keys: [String] = []
  private var values: [String: JSON] = [:]

  public init() {}

  public init(dictionaryLiteral elements: (String, JSON)...) {
    for (key, value) in elements { self[key] = value }
  }

  public init(arrayLiteral elements: (String, JSON)...) {
    for (key, value) in elements { self[key] = value }
  }

  public var count: Int { keys.count }
  public var isEmpty: Bool { keys.isEmpty }

  /// Setting a new key appends it; setting nil removes it.
  public subscript(key: String) -> JSON? {
    get { values[key] }
    set {
      if let newValue {
        if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if values.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  /// The members as a dictionary, order dropped.
  public var dictionary: [String: JSON] { values }

  public func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
    keys.compactMap { key in values[key].map { (key: key, value: $0) } }.makeIterator()
  }

  /// Equal members, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.values == rhs.values }
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
