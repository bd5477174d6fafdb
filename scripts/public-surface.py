#!/usr/bin/env python3
"""The public surface is what clients use: lists, for each module, the `public`, `open` and
`package` declarations whose names appear in no other module's sources and no test target's
sources, prints a count per module, and fails when a count is above the module's bound in
BOUNDS below.

    scripts/public-surface.py                 the counts, and the check against BOUNDS
    scripts/public-surface.py --list UI ...   also the unused declarations of those modules
    scripts/public-surface.py --list all      ... of every module

This is a NAME check, by grep, not a symbol graph: a declaration counts as used when its name
appears as an identifier in a Swift file of another target that imports the module (comments
left out), whatever that identifier refers to there. So it can miss unused declarations (a
`width` used elsewhere for something else keeps every `public var width`), and it leaves out the
names a client uses without writing them: names in the signature of a used declaration (a
parameter's type, a thrown error, a default value) or in an enum case's payload, initializers, subscripts, operators,
overrides (their access follows the overridden declaration), the names of every module's
protocol requirements (a witness's access follows the protocol's), and the names Swift's
protocols and attributes call (`description`, `hash`, `wrappedValue`, `buildBlock`, ...; see
IMPLICIT). What it lists can be made internal; the compiler has the last word.

Targets and their folders come from Package.swift (`path:` when given, else Sources/<name> or
Tests/<name> for test targets); C modules (system libraries) are skipped.
"""

import os
import re
import sys

# The most unused public/open/package declarations each module may have; a module not listed
# may have none. Lower a bound when you make names internal; raise one only with a reason.
BOUNDS = {
    # A product: its public surface is upstream LoaderKit's API, for clients outside this package
    # (ProgressGeometry, the evaluator's and the model's upstream names), not only for ours.
    "LoaderKitCore": 23,
}

IMPLICIT = {
    # CustomStringConvertible, Hashable, Codable, RawRepresentable, CaseIterable, Identifiable,
    # Error, LocalizedError
    "description", "debugDescription", "hash", "hashValue", "encode", "rawValue", "allCases", "id",
    "errorDescription", "localizedDescription",
    # Sequence, Collection, IteratorProtocol
    "makeIterator", "next", "startIndex", "endIndex", "index", "formIndex", "count", "isEmpty",
    # property wrappers, dynamic callables, result builders
    "wrappedValue", "projectedValue", "callAsFunction", "dynamicallyCall",
    "buildBlock", "buildExpression", "buildOptional", "buildEither", "buildArray",
    "buildFinalResult", "buildPartialBlock", "buildLimitedAvailability", "buildIf",
}

MODIFIER = (r"(?:static|final|override|mutating|nonmutating|nonisolated|convenience|required|lazy|"
            r"weak|unowned|indirect|dynamic|optional|prefix|postfix|infix|"
            r"(?:private|fileprivate|internal|package|public)\(set\)|class(?=\s+(?:func|var|let|subscript)\b)|"
            r"@[\w.]+(?:\([^)]*\))?)")
DECL = re.compile(
    r"^\s*(?:" + MODIFIER + r"\s+)*"
    r"(?P<access>public|open|package)(?:\(set\))?\s+"
    r"(?:" + MODIFIER + r"\s+)*"
    r"(?:(?P<priv>private|fileprivate|internal)\(set\)\s+)?"
    r"(?:" + MODIFIER + r"\s+)*"
    r"(?P<kind>func|var|let|struct|class|enum|protocol|typealias|actor|subscript|init|macro|associatedtype)\b"
    r"\s*(?P<name>`?[A-Za-z_][A-Za-z0-9_]*`?)?")
PROTOCOL = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                      r"protocol\s+\w+")
REQUIREMENT = re.compile(r"^\s*(?:(?:static|mutating|nonisolated|@[\w.]+)\s+)*(?:func|var|let|associatedtype)\s+"
                         r"`?(?P<name>[A-Za-z_][A-Za-z0-9_]*)")
CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+[A-Za-z_]\w*(?:\(.*\))?\s*(?:,\s*[A-Za-z_]\w*(?:\(.*\))?\s*)*(?:=.*)?$")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def strip_comments(text):
    """The text without // and /* */ comments (string literals kept; a // inside one may cut a
    line short, which only drops names)."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def targets(root):
    """(name, kind, folder) of every non-system target in Package.swift."""
    text = strip_comments(open(os.path.join(root, "Package.swift"), encoding="utf-8").read())
    found = []
    starts = [m for m in re.finditer(r"\.(target|executableTarget|testTarget|systemLibrary)\(", text)]
    for i, m in enumerate(starts):
        chunk = text[m.end(): starts[i + 1].start() if i + 1 < len(starts) else len(text)]
        name = re.search(r'name:\s*"([^"]+)"', chunk)
        if not name or m.group(1) == "systemLibrary":
            continue
        path = re.search(r'\bpath:\s*"([^"]+)"', chunk)
        folder = path.group(1) if path else os.path.join("Tests" if m.group(1) == "testTarget" else "Sources",
                                                          name.group(1))
        found.append((name.group(1), m.group(1), folder))
    return found


def swift_files(folder):
    for base, _, files in os.walk(folder):
        for f in sorted(files):
            if f.endswith(".swift"):
                yield os.path.join(base, f)


IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)",
                    re.M)


def signature(lines, index, start):
    """A declaration's signature from `start` of line `index`: the following lines too while a
    parenthesis is open or the next line goes on with `throws`, `->`, `where` or `async`."""
    text, balance, j = lines[index][start:], 0, index
    balance = text.count("(") - text.count(")")
    while j + 1 < len(lines) and j < index + 12 and (
            balance > 0 or re.match(r"\s*(throws|rethrows|async|->|where)\b", lines[j + 1])):
        j += 1
        text += "\n" + lines[j]
        balance += lines[j].count("(") - lines[j].count(")")
    return text


def scan(root, folder):
    """(identifiers used per imported module, declarations, protocol requirement names) of one
    target: a file's identifiers count for each module it imports (MemberImportVisibility is on,
    so a file names only what its imports declare)."""
    idents, decls, requirements, case_types = {}, [], set(), set()
    for path in swift_files(os.path.join(root, folder)):
        raw = open(path, encoding="utf-8").read()
        text = strip_comments(raw)
        names = set(IDENT.findall(text))
        for module in IMPORT.findall(text):
            idents.setdefault(module, set()).update(names)
        depth, protocol_depth = 0, None
        lines = text.split("\n")
        for number, line in enumerate(lines, 1):
            if protocol_depth is not None and depth == protocol_depth + 1:
                r = REQUIREMENT.match(line)
                if r:
                    requirements.add(r.group("name"))
            if protocol_depth is None and PROTOCOL.match(line):
                protocol_depth = depth
            if CASE.match(line):
                case_types.update(IDENT.findall(line))
            m = DECL.match(line)
            if m:
                decls.append((os.path.relpath(path, root), number, m.group("access"), m.group("kind"),
                              (m.group("name") or m.group("kind")).strip("`"), "override" in line.split(m.group("kind"))[0],
                              set(IDENT.findall(signature(lines, number - 1, m.end())))))
            depth += line.count("{") - line.count("}")
            if protocol_depth is not None and depth <= protocol_depth and "}" in line:
                protocol_depth = None
    return idents, decls, requirements, case_types


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    listed = set()
    if "--list" in argv:
        listed = set(argv[argv.index("--list") + 1:]) or {"all"}
    all_targets = targets(root)
    scans = {name: scan(root, folder) for name, _, folder in all_targets}
    # A witness of any module's protocol requirement keeps its access (the protocol's clients
    # call it through the protocol).
    requirements = set().union(*[r for _, _, r, _ in scans.values()])
    failed = []
    print(f"{'module':<20} {'public':>7} {'package':>8} {'unused':>7} {'bound':>7}")
    for name, kind, folder in all_targets:
        if kind == "testTarget":
            continue
        idents, decls, _, case_types = scans[name]
        if not decls:
            continue
        others = set()
        for other, (other_idents, _, _, _) in scans.items():
            if other != name:
                others |= other_idents.get(name, set())
        unused = [d for d in decls
                  if d[3] not in ("init", "subscript") and not d[5] and d[4] not in IMPLICIT
                  and d[4] not in requirements and d[4] not in others]
        # A name in the signature of a used declaration (a parameter's type, a default value) is
        # used by that declaration's clients.
        while True:
            ids = {id(d) for d in unused}
            seen = set().union(case_types, *[d[6] for d in decls if id(d) not in ids])
            kept = [d for d in unused if d[4] not in seen]
            if len(kept) == len(unused):
                break
            unused = kept
        public = sum(1 for d in decls if d[2] != "package")
        bound = BOUNDS.get(name, 0)
        mark = "" if len(unused) <= bound else "  over the bound"
        print(f"{name:<20} {public:>7} {len(decls) - public:>8} {len(unused):>7} {bound:>7}{mark}")
        if mark:
            failed.append(name)
        if "all" in listed or name in listed:
            for path, number, access, dkind, dname, _, _ in unused:
                print(f"    {path}:{number}: {access} {dkind} {dname}")
    if failed:
        print(f"public-surface: {', '.join(failed)} over the bound: make the names no other module uses "
              f"internal (scripts/public-surface.py --list {failed[0]}), or raise BOUNDS with a reason",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
