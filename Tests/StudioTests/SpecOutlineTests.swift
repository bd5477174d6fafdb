import LoaderKitCore
import SpecLanguage
import UI
import TestSupport
import XCTest
@testable import Studio

/// The outline of a few built-ins: rows, their paths and details, and the row that shows a
/// deeper path.
final class SpecOutlineTests: XCTestCase {
    @MainActor private static func outline(_ name: String) throws -> [TreeNode] {
        SpecOutline.nodes(for: try XCTUnwrap(IndicatorSpec.builtin(named: name)))
    }

    /// "title detail [id]" per row, depth first, indented by depth.
    @MainActor private static func lines(_ nodes: [TreeNode], depth: Int = 0) -> [String] {
        nodes.flatMap { node in
            [String(repeating: "  ", count: depth) + "\(node.title) · \(node.detail) [\(node.id)]"]
                + lines(node.children, depth: depth + 1)
        }
    }

    func testASpecWithoutPartsShowsThePartsMembersUnderTheSpec() throws {
        try onMain {
            XCTAssertEqual(
                Self.lines(try Self.outline("ChasingDots")),
                [
                    "Spec · ChasingDots · 2 s []",
                    "  Layout · ring [layout]",
                    "  Shape · circle [shape]",
                    "  Stagger · 2 offsets [stagger]",
                    "  Tracks · 1 [tracks]",
                    "    scale · 3 keyframes [tracks[0]]",
                    "  Group tracks · 1 [groupTracks]",
                    "    rotate · 2 keyframes [groupTracks[0]]",
                ])
        }
    }

    func testASpecWithPartsShowsEachPartWithItsLayoutAndShapeTypes() throws {
        try onMain {
            let lines = Self.lines(try Self.outline("Pacman"))
            XCTAssertEqual(
                lines,
                [
                    "Spec · Pacman · 1 s []",
                    "  Part 1 · single · circle [parts[0]]",
                    "    Layout · single [parts[0].layout]",
                    "    Shape · circle [parts[0].shape]",
                    "    Tracks · 2 [parts[0].tracks]",
                    "      translateX · 2 keyframes [parts[0].tracks[0]]",
                    "      opacity · 2 keyframes [parts[0].tracks[1]]",
                    "  Part 2 · single · ring [parts[1]]",
                    "    Layout · single [parts[1].layout]",
                    "    Shape · ring [parts[1].shape]",
                    "    Duration · 0.5 s [parts[1].duration]",
                    "    Tracks · 2 [parts[1].tracks]",
                    "      strokeStart · 3 keyframes [parts[1].tracks[0]]",
                    "      strokeEnd · 3 keyframes [parts[1].tracks[1]]",
                ])
            let atom = Self.lines(try Self.outline("Atom"))
            XCTAssertTrue(
                atom.contains("    Rest · scaleY, opacity [parts[0].rest]")
                    || atom.contains("    Rest · opacity, scaleY [parts[0].rest]"), "\(atom)")
            XCTAssertTrue(atom.contains("      rotate · 2 keyframes [parts[0].groupTracks[0]]"), "\(atom)")
        }
    }

    func testEveryRowIsANodeOfTheBuiltInsText() throws {
        try onMain {
            for name in IndicatorSpec.builtinNames {
                let tree = SpecSyntaxTree(try XCTUnwrap(IndicatorSpec.builtinJSON(named: name)))
                func check(_ nodes: [TreeNode]) {
                    for node in nodes {
                        let path = JSONPath(parsing: node.id)
                        XCTAssertNotNil(path.flatMap { tree.node(at: $0) }, "\(name): \(node.id)")
                        check(node.children)
                    }
                }
                check(try Self.outline(name))
            }
        }
    }

    func testADeeperPathShowsOnItsNearestRow() throws {
        try onMain {
            let nodes = try Self.outline("Pacman")
            XCTAssertEqual(
                SpecOutline.rowID(for: JSONPath(parsing: "parts[1].tracks[0].keyTimes[2]")!, in: nodes),
                "parts[1].tracks[0]")
            XCTAssertEqual(
                SpecOutline.rowID(for: JSONPath(parsing: "parts[0].layout.size")!, in: nodes), "parts[0].layout")
            XCTAssertEqual(SpecOutline.rowID(for: JSONPath(parsing: "name")!, in: nodes), "")
        }
    }
}
