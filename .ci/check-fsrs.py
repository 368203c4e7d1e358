#!/usr/bin/env python3
"""Reviews made-up cards with the reference FSRS implementation (py-fsrs on
PyPI), configured as lifequiz schedules: no learning or relearning steps, no
fuzz. The Swift test replays the same reviews through FSRSScheduler and must
match every stability, difficulty and due date. A gap of 0 days (plus under an
hour) makes same-day reviews, 270 of them: FSRS-6's short-term stability,
which practice's learning steps (a miss asked again in the session) use.

  python3 .ci/check-fsrs.py --write FILE   # record the reference
  python3 .ci/check-fsrs.py --check FILE   # fail if the reference changed
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

START = datetime(2026, 1, 1, 9, 0, tzinfo=timezone.utc)
GAPS = [0, 0, 1, 2, 3, 5, 8, 13, 21, 34, 60, 120]


def reference():
    rng = random.Random(42)
    scheduler = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
    cards = []
    for card_id in range(150):
        card = Card(card_id=card_id + 1, due=START)
        when = START + timedelta(seconds=rng.randrange(86_400))
        reviews = []
        for _ in range(12):
            rating = rng.choices([1, 2, 3, 4], weights=[2, 2, 5, 1])[0]
            card, _ = scheduler.review_card(card, Rating(rating), review_datetime=when)
            reviews.append({
                "at": int(when.timestamp()),
                "rating": rating,
                "stability": card.stability,
                "difficulty": card.difficulty,
                "due": int(card.due.timestamp()),
            })
            when += timedelta(days=rng.choice(GAPS), seconds=rng.randrange(3_600))
        cards.append(reviews)
    return {"fsrs": "py-fsrs 6.3.2", "cards": cards}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("--write", "--check"):
        sys.exit(__doc__)
    data = reference()
    if sys.argv[1] == "--write":
        with open(sys.argv[2], "w") as file:
            json.dump(data, file, indent=0)
            file.write("\n")
        return
    with open(sys.argv[2]) as file:
        saved = json.load(file)
    if saved != data:
        sys.exit("check-fsrs: py-fsrs no longer matches " + sys.argv[2] + "; rerun with --write and review")
    reviews = sum(len(card) for card in data["cards"])
    same_day = sum(1 for card in data["cards"] for a, b in zip(card, card[1:]) if b["at"] - a["at"] < 86_400)
    print(f"check-fsrs: {reviews} reviews from py-fsrs ({same_day} the same day) match {sys.argv[2]}")


if __name__ == "__main__":
    main()
