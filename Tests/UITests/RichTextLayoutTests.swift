import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// Rich text laid out with an engine whose widths round per call, as real fonts do: pieces are
/// placed where the text before them ends when drawn, so no space between runs is lost.
final class RichTextLayoutTests: XCTestCase {
    static let runs = [
        TextRun("Loading indicators should feel "), TextRun("calm", color: .token(.accent)),
        TextRun(" and exact; this card shows how a skeleton covers "),
        TextRun("rich text", color: .token(.success)), TextRun(" that wraps over several lines."),
    ]

    func testEachPieceStartsWhereTheDrawnTextBeforeItEnds() {
        onMain {
            let engine = WholePixelTextEngine()
            for width in stride(from: 120.0, through: 700, by: 1) {
                let layout = TextLayout(
                    runs: Self.runs, font: .ui, color: .token(.textPrimary), width: width, engine: engine)
                for line in layout.lines {
                    for (a, b) in zip(line.pieces, line.pieces.dropFirst()) {
                        XCTAssertEqual(a.width, engine.width(of: a.text, font: a.font), "width \(width): |\(a.text)|")
                        XCTAssertEqual(b.x, a.x + a.width, "width \(width): |\(a.text)|\(b.text)|")
                    }
                    if let last = line.pieces.last {
                        XCTAssertEqual(
                            line.width, last.x + engine.width(of: last.text, font: last.font), "width \(width)")
                        XCTAssertLessThanOrEqual(line.width, width, "width \(width): the line fits")
                    }
                }
                let text = layout.lines.map { $0.pieces.map(\.text).joined() }.joined(separator: " ")
                XCTAssertTrue(
                    text.contains("covers rich") || text.contains("covers") && !text.contains("coversrich"),
                    "width \(width)")
            }
        }
    }

    func testTheSpaceBetweenRunsIsDrawn() {
        onMain {
            let label = Label(runs: Self.runs)
            label.numberOfLines = 3
            label.frame = Rect(x: 0, y: 0, width: 800, height: 60)
            let content = View()
            content.addSubview(label)
            let window = WindowRoot(textEngine: WholePixelTextEngine(), contentView: content)
            window.layout(size: Size(800, 60), scale: 1)
            let pixmap = window.renderAll()
            // The first line holds "... skeleton covers rich text ...": find "covers" and "rich" by
            // their columns of ink; between them lies one space of background.
            let engine = WholePixelTextEngine()
            let line = label.layout(engine: engine).lines[0]
            let piece = line.pieces.first { $0.text.hasPrefix(" and exact") }!
            let coversEnd = piece.x + engine.width(of: piece.text.trimmingTrailingSpaces, font: .ui)
            let rich = line.pieces.first { $0.text.hasPrefix("rich") }!
            XCTAssertGreaterThanOrEqual(rich.x - coversEnd, engine.width(of: " ", font: .ui))
            let y = Int((line.ascent - 4).rounded())
            let background = window.theme.color(.windowBackground)
            let gap = IntRect(
                x: Int(coversEnd.rounded(.up)), y: y, width: Int(rich.x) - Int(coversEnd.rounded(.up)), height: 1)
            XCTAssertGreaterThan(gap.width, 0)
            XCTAssertEqual(pixmap.count(in: gap, notEqualTo: background), 0, "no ink in the space")
        }
    }
}
