/// CLDR's plural categories. A counted text's form for a category is the
/// key with the category after a dot (`stats.reviews.one`); `other` is the
/// key itself.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}
