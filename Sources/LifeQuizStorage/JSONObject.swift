/// A JSON object's members, in the order they were read or added, so
/// written documents keep their schema order. Written as a dictionary
/// literal or as a list of pairs: both keep the order written.
public struct JSONObject: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
  private var members: [Member] = []
  /// Each key's place in `members`, made only for objects too large to
  /// search: most objects have a few keys, and a search costs less than
  /// hashing them into a dictionary.
  private var places: [String: Int]?
  private static let searchedCount = 16

  fileprivate struct Member: Hashable, Sendable {
    let key: String
    var value: JSON
  }

  public init() {}

  /// Room for `capacity` members before the storage grows.
  init(capacity: Int) {
    members.reserveCapacity(capacity)
  }

  public init(dictionaryLiteral elements: (String, JSON)...) {
    for (key, value) in elements { self[key] = value }
  }

  public init(arrayLiteral elements: (String, JSON)...) {
    for (key, value) in elements { self[key] = value }
  }

  public var keys: [String] { members.map(\.key) }
  public var count: Int { members.count }
  public var isEmpty: Bool { members.isEmpty }

  private func place(of key: String) -> Int? {
    if let places { return places[key] }
    return members.firstIndex { $0.key == key }
  }

  /// Whether a member is named `key`.
  public func contains(_ key: String) -> Bool { place(of: key) != nil }

  /// Setting a new key appends it; setting nil removes it.
  public subscript(key: String) -> JSON? {
    get { place(of: key).map { members[$0].value } }
    set {
      switch (place(of: key), newValue) {
      case (let place?, let value?): members[place].value = value
      case (nil, let value?): appendNew(key, value)
      case (let place?, nil):
        members.remove(at: place)
        if places != nil { indexPlaces() }
      case (nil, nil): break
      }
    }
  }

  /// Appends a member whose key the caller knows is not there yet.
  mutating func appendNew(_ key: String, _ value: JSON) {
    members.append(Member(key: key, value: value))
    if places != nil {
      places?[key] = members.count - 1
    } else if members.count > Self.searchedCount {
      indexPlaces()
    }
  }

  private mutating func indexPlaces() {
    var places: [String: Int] = [:]
    places.reserveCapacity(members.count)
    for (place, member) in members.enumerated() { places[member.key] = place }
    self.places = places
  }

  /// The members as a dictionary, order dropped.
  public var dictionary: [String: JSON] {
    Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  public func makeIterator() -> Iterator {
    Iterator(members: members.makeIterator())
  }

  /// The members in order, read where they are.
  public struct Iterator: IteratorProtocol {
    fileprivate var members: IndexingIterator<[Member]>

    public mutating func next() -> (key: String, value: JSON)? {
      members.next().map { (key: $0.key, value: $0.value) }
    }
  }

  /// Equal members, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
  }

  /// Whatever the order, as equality needs: the members' hashes are combined
  /// by a sum, which does not depend on order.
  public func hash(into hasher: inout Hasher) {
    var sum = 0
    for member in members { sum &+= member.hashValue }
    hasher.combine(count)
    hasher.combine(sum)
  }
}
