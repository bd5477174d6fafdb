#!/usr/bin/env python3
"""Checks that scripts/check-imports.py passes on this package and fails, naming the target, the
import and the file, on copies of it with one rule broken: `python3 scripts/check-imports-test.py`
(`make test` runs it)."""
import importlib.util
import os
import shutil
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SPEC = importlib.util.spec_from_file_location("check_imports", os.path.join(ROOT, "scripts", "check-imports.py"))
check_imports = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_imports)


def copy_package(destination):
    """Package.swift, ARCHITECTURE.md, the scripts and every Swift file of the package."""
    keep = lambda folder, names: [n for n in names
                                  if not os.path.isdir(os.path.join(folder, n)) and not n.endswith((".swift", ".py"))]
    for folder in ("Sources", "Support", "Tests", "scripts"):
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(destination, folder), ignore=keep)
    for name in ("Package.swift", "ARCHITECTURE.md"):
        shutil.copy(os.path.join(ROOT, name), destination)


class CheckImportsTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="check-imports-")
        self.addCleanup(shutil.rmtree, self.root)
        copy_package(self.root)

    def edit(self, path, old, new):
        path = os.path.join(self.root, path)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new, 1))

    def add_file(self, path, text):
        with open(os.path.join(self.root, path), "w", encoding="utf-8") as file:
            file.write(text)

    def test_the_package_passes(self):
        self.assertEqual(check_imports.problems(self.root), [])

    def test_an_undeclared_and_disallowed_import_fails_naming_target_import_and_file(self):
        self.add_file("Sources/StudioCommandLine/Bad.swift", "import Foundation\n@testable import UI\n")
        found = check_imports.problems(self.root)
        self.assertIn("Sources/StudioCommandLine/Bad.swift:2: StudioCommandLine imports UI, which its "
                      "dependencies in Package.swift do not list", found)
        self.assertTrue(any(p.startswith("Sources/StudioCommandLine/Bad.swift:2: StudioCommandLine imports UI, "
                                         "which ARCHITECTURE.md") for p in found), found)
        self.assertIn("StudioCommandLine must not reach UI, but does: StudioCommandLine -> UI", found)

    def test_reaching_sdl_through_a_dependency_fails(self):
        self.edit("Package.swift", '.target(name: "ImageExport", dependencies: ["Compression", "CGIF"])',
                  '.target(name: "ImageExport", dependencies: ["Compression", "CGIF", "SDLHost"])')
        self.edit("ARCHITECTURE.md", "ImageExport:       CGIF Compression", "ImageExport: CGIF Compression SDLHost")
        found = check_imports.problems(self.root)
        self.assertIn("LoaderStudioCLI must not reach CSDL2, but does: "
                      "LoaderStudioCLI -> ImageExport -> SDLHost -> CSDL2", found)
        self.assertIn("ImageExport must not reach UI, but does: ImageExport -> SDLHost -> UI", found)

    def test_a_dependency_the_table_does_not_allow_fails(self):
        self.edit("Package.swift", '.target(name: "Render", dependencies: ["Graphics"])',
                  '.target(name: "Render", dependencies: ["Graphics", "LoaderKitCore"])')
        self.assertIn("Package.swift: Render depends on LoaderKitCore, which ARCHITECTURE.md's 'Allowed imports' "
                      "table does not allow", check_imports.problems(self.root))

    def test_test_targets_must_declare_what_they_import(self):
        self.add_file("Tests/CompressionTests/Bad.swift", "import Compression\nimport Render\n")
        self.assertEqual(check_imports.problems(self.root), [
            "Tests/CompressionTests/Bad.swift:2: CompressionTests imports Render, which its dependencies in "
            "Package.swift do not list"])

    def test_imports_in_comments_and_string_literals_do_not_count_and_unknown_modules_do(self):
        self.add_file("Tests/CompressionTests/Text.swift",
                      '// import Render\n/* import UI */\nlet code = """\n    import SwiftUI\n    """\n'
                      'let line = "import UIKit"\nimport Nonexistent\n')
        self.assertEqual(check_imports.problems(self.root), [
            "Tests/CompressionTests/Text.swift:7: CompressionTests imports Nonexistent, which is neither a target "
            "of Package.swift nor a toolchain module"])

    def test_a_target_missing_from_the_table_fails(self):
        self.edit("ARCHITECTURE.md", "SpecFiles:\n", "")
        self.assertIn("SpecFiles: no line in ARCHITECTURE.md's 'Allowed imports' table",
                      check_imports.problems(self.root))


if __name__ == "__main__":
    unittest.main()
