import Graphics
import LoaderKitCore
import LoaderKitUI
import UI

/// The gallery's children (PROGRESS.md §7): a stop square in the middle of an indicator, or an
/// "Upload" chip that a border goes around.
@MainActor
enum ProgressChild {
    /// Gives `indicator` the design's child; `upload` is the chip's word in the current language.
    static func apply(_ child: ProgressDesign.Child, to indicator: LoaderKitProgressView, upload: String) {
        switch child {
        case .none:
            if indicator.contentView != nil { indicator.contentView = nil }
        case .stop:
            if !(indicator.contentView is StopSquare) { indicator.contentView = StopSquare() }
        case .button:
            let chip = indicator.contentView as? UploadChip ?? UploadChip()
            if chip.label.text != upload {
                chip.label.text = upload
                indicator.setNeedsLayout()
            }
            if indicator.contentView !== chip { indicator.contentView = chip }
        }
    }

    /// A 12 × 12 square, corner radius 2, in the indicator's colour.
    final class StopSquare: View {
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            receivesPointer = false
        }
        override var intrinsicContentSize: Size? { Size(12, 12) }
        override func sizeThatFits(_ size: Size) -> Size { Size(12, 12) }
        override func draw(in canvas: inout Canvas) {
            let color = (superview as? LoaderKitProgressView)?.color ?? canvas.color(.accent)
            canvas.fill(bounds, color: color, radius: 2)
        }
    }

    /// "Upload": 13-point semibold text, padding 6 × 14, corner radius 8, on the window background.
    final class UploadChip: View {
        let label = Label("", font: Font(.ui, weight: .semibold))

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            receivesPointer = false
            backgroundColor = .token(.windowBackground)
            cornerRadius = 8
            label.alignment = .center
            addSubview(label)
        }

        override func sizeThatFits(_ size: Size) -> Size {
            let text = label.intrinsicContentSize ?? Size(48, 16)
            return Size(text.width + 28, text.height + 12)
        }
        override var intrinsicContentSize: Size? { sizeThatFits(Size(.infinity, .infinity)) }
        override func layoutSubviews() { label.frame = bounds }
    }
}
