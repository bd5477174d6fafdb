import Graphics
import LoaderKitCore
import UI

/// Lies over the big preview: while the pointer is over it, draws every element's box (its
/// projected bounds) with its index, highlights the element under the pointer and reports it.
/// The elements the selected node drives (`highlighted`) are outlined at all times.
@MainActor
final class ElementOverlayView: View {
    weak var preview: IndicatorPreviewView?
    /// The element under the pointer (global index), nil when none.
    private(set) var hoveredIndex: Int?
    /// True while the pointer is over the preview.
    private(set) var isActive = false
    /// Called when the hovered element changes.
    var onHover: (@MainActor (Int?) -> Void)?
    private var pointer: Point?
    /// The elements (global indices) the selected node drives.
    var highlighted: Range<Int> = 0..<0 { didSet { if highlighted != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "editor.overlay"
    }

    override var cursor: Cursor { .crosshair }

    override func pointerMoved(_ event: PointerEvent) {
        isActive = true
        pointer = event.location
        updateHover()
        setNeedsDisplay()
    }

    override func pointerExited() {
        isActive = false
        pointer = nil
        setHovered(nil)
        setNeedsDisplay()
    }

    /// Recomputes the hovered element after the frame changed.
    func frameDidAdvance() {
        if !highlighted.isEmpty { setNeedsDisplay() }
        guard isActive else { return }
        updateHover()
        setNeedsDisplay()
    }

    private func updateHover() {
        guard let pointer, let preview else { return setHovered(nil) }
        let boxes = preview.elementBoxes()
        let local = Point(pointer.x + frame.minX - preview.frame.minX, pointer.y + frame.minY - preview.frame.minY)
        // The smallest box under the pointer wins; among equals, the one drawn last.
        let hit = boxes.filter { $0.value.insetBy(dx: -2, dy: -2).contains(local) }
            .min { a, b in
                let areaA = a.value.width * a.value.height, areaB = b.value.width * b.value.height
                return areaA != areaB ? areaA < areaB : a.key > b.key
            }
        setHovered(hit?.key)
    }

    private func setHovered(_ index: Int?) {
        guard index != hoveredIndex else { return }
        hoveredIndex = index
        onHover?(index)
    }

    override func draw(in canvas: inout Canvas) {
        guard let preview, isActive || !highlighted.isEmpty else { return }
        // An element moved out of the card (a hop, a wide ring) is outlined up to the card's
        // edge: the overlay draws only where it invalidates.
        canvas.pushClip(bounds)
        defer { canvas.popClip() }
        let theme = canvas.theme
        let accent = theme.color(.accent)
        let dx = preview.frame.minX - frame.minX, dy = preview.frame.minY - frame.minY
        let boxes = preview.elementBoxes()
        for (index, box) in boxes where highlighted.contains(index) {
            let r = box.offsetBy(dx: dx, dy: dy).outset(by: 2)
            canvas.strokeInside(r, width: 2, color: accent)
        }
        guard isActive else { return }
        for (index, box) in boxes.sorted(by: { $0.key < $1.key }) {
            let r = box.offsetBy(dx: dx, dy: dy)
            let hovered = index == hoveredIndex
            if hovered { canvas.fill(r, color: accent.multipliedAlpha(0.12)) }
            canvas.strokeInside(
                r.outset(by: 0.5), width: hovered ? 1.5 : canvas.hairline,
                color: accent.multipliedAlpha(hovered ? 1 : 0.55))
        }
        // Indices after the boxes, so no box crosses a number.
        for (index, box) in boxes.sorted(by: { $0.key < $1.key }) {
            let r = box.offsetBy(dx: dx, dy: dy)
            let text = "\(index)"
            let width = canvas.textEngine.width(of: text, font: .uiSmall) + 6
            let tag = Rect(x: r.minX.rounded(), y: (r.minY - 14).rounded(), width: width.rounded(.up), height: 13)
            let hovered = index == hoveredIndex
            canvas.fill(
                tag, color: hovered ? theme.color(.accentFill) : theme.color(.raised).multipliedAlpha(0.9), radius: 3)
            let metrics = canvas.textEngine.metrics(of: .uiSmall)
            canvas.drawText(
                text, font: .uiSmall, color: hovered ? .white : theme.color(.textSecondary),
                baseline: Point(tag.minX + 3, (tag.minY + (13 + metrics.ascent - metrics.descent) / 2).rounded()))
        }
    }
}
