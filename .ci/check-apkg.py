#!/usr/bin/env python3
"""Imports lifequiz Anki packages into a real, empty Anki collection with
Anki's own importer (the `anki` package from PyPI).

  python3 .ci/check-apkg.py PACKAGE CHANGED_PACKAGE OTHER_LANGUAGE_PACKAGE EXPECTED_CARDS

Checks: every card imports as one note of the lifequiz note type, in a
sub-deck per topic, with tags; a changed package, made later, updates the
changed note in place; a package in the other language updates the same
notes in place. Prints one line per check.
"""
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest


def import_package(col, path):
    options = ImportAnkiPackageOptions(with_scheduling=False, merge_notetypes=True)
    return col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))


def main():
    package, changed, other, expected = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory() as folder:
        col = Collection(folder + "/test.anki2")
        import_package(col, package)
        notes = col.find_notes("")
        check(len(notes) == expected, f"{len(notes)} notes imported, {expected} expected")
        check(len(col.find_cards("")) == expected, "one card per note")
        names = {d.name for d in col.decks.all_names_and_ids()}
        check("lifequiz::inactive" in names and "lifequiz::callbacks" in names, "sub-decks per topic exist")
        callback = col.get_note(col.find_notes('"Front:*sceneWillResignActive*"')[0])
        check(callback.note_type()["name"] == "lifequiz", "the lifequiz note type")
        check(".nightMode" in callback.note_type()["css"], "the note type's CSS has a dark mode")
        check("<code>sceneWillResignActive(_:)</code>" in callback["Front"], "selectors are in <code>")
        check("topic::callbacks" in callback.tags and "kind::callback" in callback.tags, "tags came through")
        before = {col.get_note(n).guid: col.get_note(n)["Back"] for n in notes}

        import_package(col, changed)
        after_notes = col.find_notes("")
        check(len(after_notes) == expected, f"re-import keeps {len(after_notes)} notes (no duplicates)")
        after = {col.get_note(n).guid: col.get_note(n)["Back"] for n in after_notes}
        updated = [guid for guid in before if before[guid] != after.get(guid)]
        check(len(updated) == 1 and "UPDATED" in after[updated[0]], "the changed note was updated in place")

        import_package(col, other)
        other_notes = col.find_notes("")
        check(len(other_notes) == expected, f"the other language keeps {len(other_notes)} notes (no second set)")
        backs = [col.get_note(n)["Back"] for n in other_notes]
        hangul = sum(1 for back in backs if any("\uac00" <= c <= "\ud7a3" for c in back))
        check(hangul > expected // 2, f"{hangul} notes now in the other language, updated in place")
        col.close()
    if failures:
        sys.exit(f"check-apkg: {len(failures)} checks failed")
    print(f"check-apkg: {expected} notes imported from the package and updated in place")


if __name__ == "__main__":
    main()
