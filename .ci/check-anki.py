#!/usr/bin/env python3
"""Imports lifequiz decks into a real, empty Anki collection with Anki's own
importer (the `anki` package from PyPI), then imports a changed deck. A deck
is the text import (`--format anki`) or, named `.apkg`, an Anki package.

  python3 .ci/check-anki.py DECK CHANGED_DECK EXPECTED_CARDS [OTHER_LANGUAGE_DECK]

Checks: every card imports as one note; decks, tags and fields come through
(selectors in <code>, no stray tabs or quotes); a package brings the lifequiz
note type, one card per note; the changed deck updates the changed note in
place instead of adding notes; a deck in another language updates the same
notes in place too. Prints one line per check.
"""
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest, ImportCsvRequest


def import_deck(col, path):
    if path.endswith(".apkg"):
        options = ImportAnkiPackageOptions(with_scheduling=False, merge_notetypes=True)
        return col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
    metadata = col.get_csv_metadata(path=path, delimiter=None)
    metadata.dupe_resolution = metadata.DupeResolution.UPDATE
    return col.import_csv(ImportCsvRequest(path=path, metadata=metadata))


def main():
    deck, changed, expected = sys.argv[1], sys.argv[2], int(sys.argv[3])
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory() as folder:
        col = Collection(folder + "/test.anki2")
        import_deck(col, deck)
        notes = col.find_notes("")
        check(len(notes) == expected, f"{len(notes)} notes imported, {expected} expected")
        names = {d.name for d in col.decks.all_names_and_ids()}
        check("lifequiz::inactive" in names and "lifequiz::callbacks" in names, "sub-decks per topic exist")
        callback = col.get_note(col.find_notes('"Front:*sceneWillResignActive*"')[0])
        check("<code>sceneWillResignActive(_:)</code>" in callback["Front"], "selectors are in <code>")
        check("topic::callbacks" in callback.tags and "kind::callback" in callback.tags, "tags came through")
        if deck.endswith(".apkg"):
            check(callback.note_type()["name"] == "lifequiz", "the lifequiz note type")
            check(".nightMode" in callback.note_type()["css"], "the note type's CSS has a dark mode")
            check(len(col.find_cards("")) == expected, "one card per note")
        scenario = col.get_note(col.find_notes("tag:kind::scenario")[0])
        check("<code>" in scenario["Back"] and "<br>" in scenario["Back"], "scenario backs keep lines and code")
        check(all("\t" not in col.get_note(n)["Back"] for n in notes), "no raw tab in any field")
        before = {col.get_note(n).guid: col.get_note(n)["Back"] for n in notes}

        import_deck(col, changed)
        after_notes = col.find_notes("")
        check(len(after_notes) == expected, f"re-import keeps {len(after_notes)} notes (no duplicates)")
        after = {col.get_note(n).guid: col.get_note(n)["Back"] for n in after_notes}
        updated = [guid for guid in before if before[guid] != after.get(guid)]
        check(len(updated) == 1 and "UPDATED" in after[updated[0]], "the changed card was updated in place")
        if len(sys.argv) > 4:
            import_deck(col, sys.argv[4])
            other = col.find_notes("")
            check(len(other) == expected, f"the other language's deck keeps {len(other)} notes (no second set)")
            backs = [col.get_note(n)["Back"] for n in other]
            hangul = sum(1 for back in backs if any("\uac00" <= c <= "\ud7a3" for c in back))
            check(hangul > expected // 2, f"{hangul} notes now in the other language, updated in place")
        col.close()
    if failures:
        sys.exit(f"check-anki: {len(failures)} checks failed")
    print(f"check-anki: {expected} cards imported into Anki and updated in place")


if __name__ == "__main__":
    main()
