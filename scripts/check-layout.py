#!/usr/bin/env python3
"""The layout rule of ARCHITECTURE.md, checked on Package.swift: `python3 scripts/check-layout.py`.

A support target is one whose folder is under Support/ (the fuzz targets, the X session, the
test helpers, the benchmarks); a product target is any other non-test target (under Sources/).
Fails (exit 1, one line per problem) when a product target depends on a support target, when a
target's folder is not where its kind says (products in Sources/, support in Support/, tests in
Tests/), or when a folder under Support/ is no target's. `make test` runs it first.
"""
import os
import re
import sys

KINDS = ("target", "executableTarget", "testTarget", "systemLibrary")


def calls(text):
    """Yields (kind, arguments) for every `.target(...)`-like call, with balanced parentheses."""
    for match in re.finditer(r"\.(%s)\(" % "|".join(KINDS), text):
        depth, index = 1, match.end()
        while depth:
            if index >= len(text):
                sys.exit("check-layout: unbalanced parentheses after .%s(" % match.group(1))
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        yield match.group(1), text[match.end():index - 1]


def targets(text):
    """name -> (kind, folder, dependency names) for every target of the manifest text."""
    result = {}
    for kind, arguments in calls(text):
        name = re.match(r'\s*name:\s*"([^"]+)"', arguments)
        if not name:
            continue  # `.target(name:)` inside a dependency list has no arguments of its own
        name = name.group(1)
        path = re.search(r'\bpath:\s*"([^"]+)"', arguments)
        folder = path.group(1) if path else ("Tests/" if kind == "testTarget" else "Sources/") + name
        dependencies = re.search(r"\bdependencies:\s*\[([^\]]*)\]", arguments)
        names = re.findall(r'"([^"]+)"', dependencies.group(1)) if dependencies else []
        result[name] = (kind, folder.rstrip("/"), names)
    return result


def problems(manifest, root):
    """The rule's violations in `manifest` (Package.swift's text) for the folders under `root`."""
    found = []
    table = targets(manifest)
    if not table:
        return ["Package.swift: no targets found"]
    support = {name for name, (_, folder, _) in table.items() if folder.startswith("Support/")}
    for name, (kind, folder, dependencies) in sorted(table.items()):
        expected = "Tests/" if kind == "testTarget" else ("Support/" if name in support else "Sources/")
        if not folder.startswith(expected):
            found.append("%s: %s is in %s, not under %s" % (name, kind, folder, expected))
        for dependency in dependencies:
            if dependency not in table:
                found.append("%s: depends on %s, which Package.swift does not declare" % (name, dependency))
            elif kind != "testTarget" and name not in support and dependency in support:
                found.append("%s: a product target depends on the support target %s" % (name, dependency))
    folders = {folder for _, folder, _ in table.values()}
    support_root = os.path.join(root, "Support")
    for entry in sorted(os.listdir(support_root)) if os.path.isdir(support_root) else []:
        if os.path.isdir(os.path.join(support_root, entry)) and "Support/" + entry not in folders:
            found.append("Support/%s: a folder that is no target's" % entry)
    return found


if __name__ == "__main__":
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as manifest:
        found = problems(manifest.read(), root)
    for problem in found:
        print("check-layout: " + problem, file=sys.stderr)
    if found:
        sys.exit(1)
    print("check-layout: no product target depends on a support target")
