/// One question's entry in `grading.json`: for each of its key points, in
/// the order `questions.json` gives them, the grader's ways of saying the
/// point and the wrong beliefs that contradict it. They live in a file of
/// their own because only grading reads them, and they are most of the bank.
struct QuestionWays {
  let id: String
  let points: [Point]
  /// Where the entry is in the file (`questions[3]`), for errors.
  let location: String

  struct Point {
    let keywords: QuestionEntry.Keywords
    let contradictions: QuestionEntry.Keywords
  }

  init(_ field: JSONField) throws(ContentError) {
    id = try field["id"].string()
    location = field.path.text
    var points: [Point] = []
    for point in try field["keyPoints"].array() {
      let contradictions = point["contradictions"]
      points.append(
        Point(
          keywords: QuestionEntry.Keywords(try point["keywords"].wordLists()),
          contradictions: QuestionEntry.Keywords(contradictions.isMissing ? [:] : try contradictions.wordLists())))
    }
    self.points = points
  }
}
