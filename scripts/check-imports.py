#!/usr/bin/env python3
"""The import rules of ARCHITECTURE.md, checked on the sources: `python3 scripts/check-imports.py`.

Reads every `import X` line (`@testable import X` and the other attributed forms included; text
inside comments and multi-line string literals left out) of each target's Swift files under
Sources/, Support/ and Tests/, and fails (exit 1, one line per problem, naming the target, the
import and the file) when
  - a target imports one of this package's modules (a target or a system library of
    Package.swift) that its Package.swift dependencies do not list;
  - a target under Sources/ imports, or lists in Package.swift, a module that its line of the
    "Allowed imports" table in ARCHITECTURE.md does not allow (every target under Sources/ has a
    line there; the table is the one list of the layers, so the document and the check agree);
  - a target of the table's `NoSDLNoUI:` line reaches CSDL2, SDLHost or UI through its imports,
    its Package.swift dependencies or its allowed imports, directly or through other targets;
  - a module imported is neither this package's nor the toolchain's (TOOLCHAIN below).
`make test` runs it; `python3 scripts/check-imports-test.py` checks that it fails when it should.
"""
import importlib.util
import os
import re
import sys

# The toolchain's modules, which no table or dependency list names.
TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Darwin",
    "Dispatch", "XCTest", "Synchronization", "Swift", "_Concurrency", "RegexBuilder", "Observation",
}
# What the `NoSDLNoUI:` targets must never reach.
SDL_AND_UI = ("CSDL2", "SDLHost", "UI")
TITLE = "Allowed imports"
HEADING = "## " + TITLE
NO_SDL_NO_UI = "NoSDLNoUI"

IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)",
    re.M)


def load_layout(root):
    """scripts/check-layout.py as a module, for its reading of Package.swift."""
    spec = importlib.util.spec_from_file_location("check_layout", os.path.join(root, "scripts", "check-layout.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def code_only(text):
    """`text` with comments and multi-line string literals blanked, lines kept in place."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))
    pattern = r'#*"""[\s\S]*?"""#*|/\*[\s\S]*?\*/|//[^\n]*|"(?:[^"\\\n]|\\.)*"'
    return re.sub(pattern, blank, text)


def imports(folder):
    """(module, file path relative to the root's folder, line) for every import under `folder`."""
    found = []
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as source:
                text = code_only(source.read())
            for match in IMPORT.finditer(text):
                found.append((match.group(1), path, text.count("\n", 0, match.start()) + 1))
    return found


def allowed_table(document):
    """(target -> allowed modules, the `NoSDLNoUI` targets, None) from the fenced block under
    HEADING in `document` (ARCHITECTURE.md's text), or (None, None, reason) when it is missing or
    malformed. A line is `Target: Module ...`; an indented line goes on with the one above."""
    heading = document.find("\n" + HEADING + "\n")
    if heading < 0:
        return None, None, "ARCHITECTURE.md has no '%s' heading" % HEADING
    block = re.search(r"\n```[^\n]*\n(.*?)\n```", document[heading:], re.S)
    if not block:
        return None, None, "ARCHITECTURE.md has no fenced block under '%s'" % HEADING
    entries, name = {}, None
    for line in block.group(1).splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0].isspace() and name:  # an indented line goes on with the line above
            entries[name] += line.split()
            continue
        name, colon, modules = line.partition(":")
        name = name.strip()
        if not colon or not re.fullmatch(r"[\w-]+", name):
            return None, None, "ARCHITECTURE.md, '%s': a line that is not 'Target: Module ...': %r" % (HEADING, line)
        if name in entries:
            return None, None, "ARCHITECTURE.md, '%s': %s has two lines" % (HEADING, name)
        entries[name] = modules.split()
    guarded = entries.pop(NO_SDL_NO_UI, [])
    return {name: set(modules) for name, modules in entries.items()}, guarded, None


def chain(graph, start, goal):
    """The shortest list of modules from `start` to `goal` along `graph`, or None."""
    paths, seen = [[start]], {start}
    while paths:
        path = paths.pop(0)
        for module in sorted(graph.get(path[-1], ())):
            if module == goal:
                return path + [module]
            if module not in seen:
                seen.add(module)
                paths.append(path + [module])
    return None


def problems(root):
    """Every violation of the rules above in the package at `root`."""
    layout = load_layout(root)
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as manifest:
        targets = layout.targets(manifest.read())
    with open(os.path.join(root, "ARCHITECTURE.md"), encoding="utf-8") as document:
        table, guarded, reason = allowed_table(document.read())
    if reason:
        return [reason]
    found = []
    products = {name for name, (kind, folder, _) in targets.items()
                if folder.startswith("Sources/") and kind != "systemLibrary"}
    for name in sorted(products - set(table)):
        found.append("%s: no line in ARCHITECTURE.md's '%s' table" % (name, TITLE))
    for name in sorted(set(table) - products):
        found.append("ARCHITECTURE.md's '%s' table: %s is no target under Sources/" % (TITLE, name))
    for name, modules in sorted(table.items()):
        for module in sorted(modules - set(targets)):
            found.append("ARCHITECTURE.md's '%s' table: %s allows %s, which Package.swift does not declare"
                         % (TITLE, name, module))
    for name in guarded:
        if name not in products:
            found.append("ARCHITECTURE.md's '%s' table: %s: %s is no target under Sources/"
                         % (TITLE, NO_SDL_NO_UI, name))

    graph = {}
    for name, (kind, folder, dependencies) in sorted(targets.items()):
        graph[name] = set(dependencies) | table.get(name, set())
        if kind == "systemLibrary":
            continue
        for module, path, line in imports(os.path.join(root, folder)):
            where = "%s:%d" % (os.path.relpath(path, root), line)
            if module in TOOLCHAIN or module == name:
                continue
            if module not in targets:
                found.append("%s: %s imports %s, which is neither a target of Package.swift nor a toolchain module"
                             % (where, name, module))
                continue
            graph[name].add(module)
            if module not in dependencies:
                found.append("%s: %s imports %s, which its dependencies in Package.swift do not list"
                             % (where, name, module))
            if name in table and module not in table[name]:
                found.append("%s: %s imports %s, which ARCHITECTURE.md's '%s' table does not allow"
                             % (where, name, module, TITLE))
        if name in table:
            for module in sorted(set(dependencies) - table[name]):
                found.append("Package.swift: %s depends on %s, which ARCHITECTURE.md's '%s' table does not allow"
                             % (name, module, TITLE))
    for name in guarded:
        for goal in SDL_AND_UI:
            path = chain(graph, name, goal)
            if path:
                found.append("%s must not reach %s, but does: %s" % (name, goal, " -> ".join(path)))
    return found


if __name__ == "__main__":
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    found = problems(root)
    for problem in found:
        print("check-imports: " + problem, file=sys.stderr)
    if found:
        sys.exit(1)
    print("check-imports: every import is declared and allowed; no %s target reaches SDL or UI" % NO_SDL_NO_UI)
