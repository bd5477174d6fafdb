import Graphics
import LoaderKitCore
import LoaderKitUI
import UI

/// One card of the Progress grid: the design's indicator on a stage above "#N title". Linear
/// designs fill the card's width; border designs go around an "Upload" chip; the stop design has
/// a stop square in the middle. Clicking selects the design.
@MainActor
final class ProgressCell: CardCell {
    let indicator = LoaderKitProgressView()
    let titleLabel = Label("", font: .uiSmall)
    private(set) var index: Int?
    var onSelect: (@MainActor (Int) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        indicator.receivesPointer = false
        titleLabel.textColor = .token(.textSecondary)
        titleLabel.alignment = .center
        addSubview(indicator)
        addSubview(titleLabel)
    }

    /// Shows design `index` with `options` under `title`, at `value` (nil: indeterminate) and
    /// `buffer`; `upload` is the word of the chip a border goes around.
    func configure(
        index: Int, design: ProgressDesign, title: String, options: ProgressOptions, value: Double?,
        buffer: Double?, selected: Bool, upload: String
    ) {
        let reused = self.index != index
        self.index = index
        identifier = "progress.cell.\(design.number)"
        titleLabel.text = title
        indicator.accessibilityLabel = design.title
        indicator.updateOptions { $0 = options }
        ProgressChild.apply(design.child, to: indicator, upload: upload)
        if reused { indicator.smooth = false }
        indicator.value = value
        indicator.buffer = buffer
        indicator.smooth = true
        isSelected = selected
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let stage = Rect(x: 16, y: 12, width: bounds.width - 32, height: bounds.height - 40)
        let fit = indicator.sizeThatFits(stage.size)
        let w = min(fit.width, stage.width), h = min(fit.height, stage.height)
        indicator.frame = Rect(
            x: (stage.midX - w / 2).rounded(), y: (stage.midY - h / 2).rounded(), width: w, height: h)
        titleLabel.frame = Rect(x: 8, y: bounds.height - 26, width: bounds.width - 16, height: 18)
    }

    override func clicked() {
        if let index { onSelect?(index) }
    }
}
