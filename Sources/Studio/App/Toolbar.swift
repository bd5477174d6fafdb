import Graphics
import Localization
import UI

/// The window's toolbar (44 points): the four modes, a status area (the document and its state),
/// and the undo, redo, source pane, export, theme and help buttons.
@MainActor
final class Toolbar: View, LanguageAware {
    let modeBar = ModeBar()
    let statusLabel = Label("", font: .ui)
    let statusBadge = Badge()
    let undoButton = iconButton(Icons.undo, tooltip: "", identifier: "toolbar.undo") {}
    let redoButton = iconButton(Icons.redo, tooltip: "", identifier: "toolbar.redo") {}
    let sourceButton = iconButton(Icons.source, tooltip: "", identifier: "toolbar.source") {}
    let exportButton = iconButton(Icons.export, tooltip: "", identifier: "toolbar.export") {}
    let themeButton = iconButton(Icons.theme, tooltip: "", identifier: "toolbar.theme") {}
    let helpButton = iconButton(Icons.help, tooltip: "", identifier: "toolbar.help") {}
    /// Height of the toolbar, in points.
    static let height = 44.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        identifier = "toolbar"
        statusLabel.textColor = .token(.textSecondary)
        statusLabel.alignment = .center
        statusLabel.identifier = "toolbar.status"
        for view in [
            modeBar, statusLabel, statusBadge, undoButton, redoButton, sourceButton, exportButton, themeButton,
            helpButton,
        ] as [View] {
            addSubview(view)
        }
    }

    /// The buttons' tooltips: each action with its shortcut, in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        func tip(_ action: Message, _ shortcuts: [Shortcut]) -> String { CommonText.tooltip(action, shortcuts, text) }
        let ctrl = Modifiers.control
        undoButton.tooltip = tip(ToolbarText.undo, [Shortcut(.character("z"), modifiers: ctrl)])
        redoButton.tooltip = tip(ToolbarText.redo, [Shortcut(.character("z"), modifiers: [.control, .shift])])
        sourceButton.tooltip = tip(ToolbarText.source, [Shortcut(.character("j"), modifiers: ctrl)])
        exportButton.tooltip = tip(ToolbarText.export, [Shortcut(.character("e"), modifiers: ctrl)])
        themeButton.tooltip = tip(ToolbarText.theme, [Shortcut(.character("t"), modifiers: ctrl)])
        helpButton.tooltip = tip(
            ToolbarText.help, [Shortcut(.function(1)), Shortcut(.character("/"), modifiers: .shift)])
    }

    /// Shows the status text and an optional badge.
    func showStatus(_ text: String, badge: (text: String, tone: ThemeColor)?) {
        statusLabel.text = text
        statusLabel.tooltip = text
        statusBadge.text = badge?.text ?? ""
        statusBadge.tone = badge?.tone ?? .warning
        statusBadge.isHidden = badge == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let h = theme.controlHeight, pad = theme.panelPadding
        let y = ((bounds.height - h) / 2).rounded()
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        // The modes as wide as their titles need (340 points at least: the mode bar keeps its
        // place from one language to the next), but never more than half the toolbar.
        let modesWidth = min(max(340, modeBar.preferredWidth(engine: engine)), (bounds.width / 2).rounded(.down))
        modeBar.frame = Rect(x: pad, y: y, width: modesWidth, height: h)
        var x = bounds.width - pad
        // Icon buttons are square.
        for button in [helpButton, themeButton, exportButton, sourceButton, redoButton, undoButton] {
            x -= h
            button.frame = Rect(x: x, y: y, width: h, height: h)
            x -= button === sourceButton ? 16 : 4
        }
        let left = modeBar.frame.maxX + 16, right = x - pad
        let badge = statusBadge.isHidden ? Size(0, 0) : (statusBadge.intrinsicContentSize ?? .zero)
        let textWidth = min(
            engine.width(of: statusLabel.text, font: .ui).rounded(.up),
            max(0, right - left - (badge.width > 0 ? badge.width + 8 : 0)))
        let total = textWidth + (badge.width > 0 ? badge.width + 8 : 0)
        let start = max(left, ((bounds.width - total) / 2).rounded())
        statusLabel.frame = Rect(x: start, y: y, width: textWidth, height: h)
        statusBadge.frame = Rect(
            x: start + textWidth + 8, y: ((bounds.height - badge.height) / 2).rounded(),
            width: badge.width, height: badge.height)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
