import ArtworkAccessibility
import Graphics
import LoaderKitCore
import Localization
import UI

/// The Editor's Check tab: the artwork's accessibility checks on the backgrounds the designer
/// ticks (contrast, flashing, the reduced-motion still frame beside its verdict, colour vision),
/// each finding with its figures, Show (scrubs the preview to the moment and background) and,
/// for contrast, Fix (the nearest passing colours, one undoable edit). The checks run off the
/// main actor; the newest request wins.
@MainActor
final class IndicatorCheckSection: FormStack, FrameAnimating, LanguageAware {
    /// A background the designer can tick.
    struct Choice {
        let background: PreviewBackground
        let toggle: Toggle
    }

    let backgroundsHeader = SectionHeader("DESIGNED FOR")
    let lightToggle = Toggle("Light", isOn: true)
    let darkToggle = Toggle("Dark", isOn: true)
    let customToggle = Toggle("Custom", isOn: true)
    let sceneToggle = Toggle("Scene", isOn: false)
    let status = caption("")
    let contrastHeader = SectionHeader("CONTRAST")
    let contrastRows = FormStack()
    let flashingHeader = SectionHeader("FLASHING")
    let flashingRows = FormStack()
    let motionHeader = SectionHeader("REDUCED MOTION")
    let still = PreviewCard()
    let stillCaption = caption("")
    let motionRows = FormStack()
    let visionHeader = SectionHeader("COLOUR VISION")
    let visionRows = FormStack()
    private(set) var text = StudioCatalogue.english
    /// The custom colour offered, if the preview has one.
    private(set) var customColor: Color?
    /// The surface of Scenes mode's mock app, offered once Scenes has a scene.
    private(set) var sceneColor: Color?
    private let job = BackgroundCheck<IndicatorCheckRequest, IndicatorArtworkReport> { $0.run() }
    private var revision = 0
    /// The request shown (or being checked).
    private(set) var request: IndicatorCheckRequest?
    /// The backgrounds of `request`, as the preview knows them.
    private var requestBackgrounds: [PreviewBackground] = []
    /// The report of `request`, once it is in.
    private(set) var report: IndicatorArtworkReport?
    /// True while `report` is of an earlier request (shown, its actions off, until the new one
    /// is in: the rows do not jump away at each change).
    private(set) var isStale = false
    /// The simulation the preview shows.
    var simulated: ColorVisionDeficiency? { didSet { if simulated != oldValue { showReport() } } }
    /// Scrubs the preview to a point of the cycle (0...1) and, if given, a background.
    var onShow: (@MainActor (Double, PreviewBackground?) -> Void)?
    /// Sets the indicator's colours (the contrast fix).
    var onFix: (@MainActor ([Color]) -> Void)?
    /// Shows the preview under a simulation, or none.
    var onSimulate: (@MainActor (ColorVisionDeficiency?) -> Void)?
    /// Called when the ticked backgrounds change (the owner sends a new request).
    var onBackgroundsChange: (@MainActor () -> Void)?
    /// The colours set in the inspector (empty: automatic), for the fix.
    private var tunedColors: [Color] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "check"
        spacing = 4
        status.numberOfLines = 0
        status.identifier = "check.status"
        lightToggle.identifier = "check.background.light"
        darkToggle.identifier = "check.background.dark"
        customToggle.identifier = "check.background.custom"
        sceneToggle.identifier = "check.background.scene"
        for toggle in [lightToggle, darkToggle, customToggle, sceneToggle] {
            toggle.onChange = { [unowned self] _ in onBackgroundsChange?() }
        }
        contrastRows.identifier = "check.contrast"
        flashingRows.identifier = "check.flashing"
        motionRows.identifier = "check.motion"
        visionRows.identifier = "check.vision"
        still.identifier = "check.still"
        still.previewSide = 48
        stillCaption.identifier = "check.still.caption"
        let stillRow = RowView(height: 64, views: [still, stillCaption]) { row in
            row.subviews[0].frame = Rect(x: 0, y: 0, width: 64, height: 64)
            row.subviews[1].frame = Rect(x: 72, y: 0, width: row.bounds.width - 72, height: 64)
        }
        stillCaption.numberOfLines = 0
        defer {
            customToggle.superview?.isHidden = true
            sceneToggle.superview?.isHidden = true
        }
        for view in [
            backgroundsHeader, row(lightToggle), row(darkToggle), row(customToggle), row(sceneToggle), status,
            contrastHeader,
            contrastRows, flashingHeader, flashingRows, motionHeader, stillRow, motionRows, visionHeader, visionRows,
        ] as [View] {
            addSubview(view)
        }
        applyLanguage(text)
    }

    private func row(_ view: View) -> RowView {
        RowView(height: 24, views: [view]) { row in row.subviews[0].frame = row.bounds }
    }

    func applyLanguage(_ text: Localizer) {
        self.text = text
        backgroundsHeader.label.text = text(CheckText.backgrounds)
        backgroundsHeader.tooltip = text(CheckText.backgroundsTip)
        lightToggle.title = text(EditorText.backgroundLight)
        darkToggle.title = text(EditorText.backgroundDark)
        customToggle.title = text(EditorText.backgroundCustom) + (customColor.map { " " + Self.hex($0) } ?? "")
        sceneToggle.title = text(CheckText.scene) + (sceneColor.map { " " + Self.hex($0) } ?? "")
        contrastHeader.label.text = text(CheckText.contrast)
        flashingHeader.label.text = text(CheckText.flashing)
        motionHeader.label.text = text(CheckText.reducedMotion)
        visionHeader.label.text = text(CheckText.colorVision)
        stillCaption.text = text(CheckText.stillFrame)
        showReport()
    }

    /// Offers the preview's custom colour as a background (nil: none to offer).
    func offerCustom(_ color: Color?) {
        guard color != customColor else { return }
        customColor = color
        customToggle.superview?.isHidden = color == nil
        applyLanguage(text)
        setNeedsLayoutUpToTheWindow()
    }

    /// Offers the surface of Scenes mode's app as a background (nil: none to offer).
    func offerScene(_ color: Color?) {
        guard color != sceneColor else { return }
        sceneColor = color
        sceneToggle.superview?.isHidden = color == nil
        applyLanguage(text)
        setNeedsLayoutUpToTheWindow()
    }

    /// The backgrounds ticked, in the order light, dark, custom, scene.
    var chosenBackgrounds: [PreviewBackground] {
        var out: [PreviewBackground] = []
        if lightToggle.isOn { out.append(.light) }
        if darkToggle.isOn { out.append(.dark) }
        if let customColor, customToggle.isOn { out.append(.custom(customColor)) }
        if let sceneColor, sceneToggle.isOn, !out.contains(.custom(sceneColor)) { out.append(.custom(sceneColor)) }
        return out
    }

    /// Checks `request` (nil: nothing to check) unless it is the one shown; `backgrounds` are
    /// its backgrounds as the preview knows them, `colors` the inspector's colours.
    func check(_ request: IndicatorCheckRequest?, backgrounds: [PreviewBackground], colors: [Color]) {
        tunedColors = colors
        guard request != self.request else { return }
        self.request = request
        requestBackgrounds = backgrounds
        revision += 1
        if let request, !request.backgrounds.isEmpty {
            isStale = report != nil
            job.request(request, revision: revision)
        } else {
            report = nil
            isStale = false
        }
        showReport()
    }

    var wantsFrames: Bool { job.isBusy }

    func advance(by dt: Double) {
        guard let (finished, output) = job.take(), finished == revision else { return }
        report = output
        isStale = false
        showReport()
    }

    /// The rows of the report shown (or the status while it runs).
    private func showReport() {
        for stack in [contrastRows, flashingRows, motionRows, visionRows] { stack.removeRows() }
        let headers: [View] = [contrastHeader, flashingHeader, motionHeader, visionHeader]
        if request == nil {
            status.text = text(CheckText.nothingToCheck)
        } else if request?.backgrounds.isEmpty == true {
            status.text = text(CheckText.noBackground)
        } else {
            status.text = report == nil || isStale ? text(CheckText.checking) : ""
        }
        status.isHidden = status.text.isEmpty
        let shown = report != nil
        for header in headers { header.isHidden = !shown }
        still.superview?.isHidden = !shown
        if let report, let request {
            showContrast(report, request)
            showFlashing(report)
            showMotion(report, request)
            showVision(report)
        }
        setNeedsLayoutUpToTheWindow()
    }

    private func addRow(
        to stack: FormStack, _ verdict: CheckVerdict, title: Message?, _ message: String, id: String
    ) -> CheckRow {
        let row = CheckRow()
        row.identifier = id
        row.show(verdict, word: text(CheckText.verdict(verdict)), title: title.map { text($0) } ?? "", message: message)
        row.showButton.identifier = id + ".show"
        row.fixButton.identifier = id + ".fix"
        row.showButton.isEnabled = !isStale
        row.fixButton.isEnabled = !isStale
        row.isEnabled = !isStale
        row.showButton.title = text(CheckText.show)
        row.fixButton.title = text(CheckText.fix)
        stack.addSubview(row)
        return row
    }

    private func backgroundName(_ index: Int) -> String {
        guard index < requestBackgrounds.count else { return "" }
        switch requestBackgrounds[index] {
        case .light: return text(EditorText.backgroundLight)
        case .dark: return text(EditorText.backgroundDark)
        case .checkerboard: return text(EditorText.backgroundChecker)
        case .custom(let c): return c == sceneColor && c != customColor ? text(CheckText.scene) : Self.hex(c)
        }
    }

    private func progress(_ time: Double) -> Double {
        guard let request, request.evaluator.spec.duration > 0 else { return 0 }
        return min(1, max(0, time / request.evaluator.spec.duration))
    }

    private func showContrast(_ report: IndicatorArtworkReport, _ request: IndicatorCheckRequest) {
        let contrast = report.contrast
        guard let weakest = contrast.weakest else {
            _ = addRow(
                to: contrastRows, .pass, title: nil, text(CheckText.contrastNothing),
                id: "check.contrast.pass")
            return
        }
        let failing = contrast.failing
        if failing.isEmpty {
            let shown =
                contrast.elements.filter { !$0.isConstantTint }.min { $0.lowest.ratio < $1.lowest.ratio }
                ?? weakest
            let row = addRow(
                to: contrastRows, .pass, title: nil,
                text(
                    CheckText.contrastPass(
                        ratio: shown.lowest.ratio, element: shown.element, time: shown.peakTime,
                        background: backgroundName(shown.lowest.background))), id: "check.contrast.pass")
            row.onShow = { [unowned self] in
                onShow?(progress(shown.peakTime), requestBackgrounds[shown.lowest.background])
            }
        }
        let fix = failing.isEmpty ? nil : fixes(failing, contrast)
        let groups = IndicatorContrastReport.grouped(failing)
        for (n, group) in groups.prefix(3).enumerated() {
            let element = group[0]
            var message = text(
                CheckText.contrastFail(
                    ratio: element.lowest.ratio, element: element.element, color: Self.hex(element.color),
                    opacity: element.peakOpacity, time: element.peakTime,
                    background: backgroundName(element.lowest.background)))
            if group.count > 1 { message += "\n" + text(CheckText.contrastAlso(Self.list(group.dropFirst()))) }
            if n == 0 {
                if let fix {
                    message +=
                        "\n" + text(CheckText.contrastFix(fix.map { Self.hex($0.color) }.joined(separator: ", ")))
                    if tunedColors.isEmpty { message += "\n" + text(CheckText.contrastAutomatic) }
                } else {
                    message += "\n" + text(CheckText.contrastNoFix(opacity: element.peakOpacity))
                }
            }
            let row = addRow(to: contrastRows, .fail, title: nil, message, id: "check.contrast.fail.\(n)")
            row.onShow = { [unowned self] in
                onShow?(progress(element.peakTime), requestBackgrounds[element.lowest.background])
            }
            if n == 0, let fix {
                row.onFix = { [unowned self] in onFix?(fixedList(fix)) }
            }
        }
        if groups.count > 3 {
            let more = caption(text(CheckText.contrastMore(groups.dropFirst(3).map(\.count).reduce(0, +))))
            more.identifier = "check.contrast.more"
            contrastRows.addSubview(more)
        }
        for (n, group) in IndicatorContrastReport.grouped(contrast.tints).enumerated() {
            let element = group[0]
            let row = addRow(
                to: contrastRows, .warning, title: nil,
                text(
                    CheckText.contrastTint(
                        ratio: element.lowest.ratio, elements: Self.list(group[...]), opacity: element.peakOpacity,
                        background: backgroundName(element.lowest.background))), id: "check.contrast.tint.\(n)")
            row.onShow = { [unowned self] in onShow?(0, requestBackgrounds[element.lowest.background]) }
        }
    }

    /// "1, 3, 5": the elements' indices.
    private static func list(_ elements: ArraySlice<ElementContrast>) -> String {
        elements.map { String($0.element) }.joined(separator: ", ")
    }

    /// The nearest passing colour of each failing colour: by colour-list index, nil for the one
    /// colour (or the automatic one); nil when one colour has none.
    private func fixes(_ failing: [ElementContrast], _ contrast: IndicatorContrastReport)
        -> [(index: Int?, color: Color)]?
    {
        let backgrounds = contrast.backgrounds.map(\.color)
        var weakest: [Int?: ElementContrast] = [:]
        for element in failing where element.peakOpacity < weakest[element.colorIndex]?.peakOpacity ?? 2 {
            weakest[element.colorIndex] = element
        }
        var out: [(index: Int?, color: Color)] = []
        for (index, element) in weakest.sorted(by: { ($0.key ?? -1) < ($1.key ?? -1) }) {
            guard
                let fixed = ContrastFix.nearestPassing(
                    element.color, opacity: element.peakOpacity, backgrounds: backgrounds,
                    alsoUnder: ColorVisionDeficiency.allCases)
            else { return nil }
            out.append((index, fixed))
        }
        return out
    }

    /// The inspector's colours with `fixes` in place (the one colour's fix is the only colour).
    private func fixedList(_ fixes: [(index: Int?, color: Color)]) -> [Color] {
        var colors = tunedColors
        for fix in fixes {
            guard let index = fix.index else { return [fix.color] }
            if index < colors.count { colors[index] = fix.color }
        }
        return colors
    }

    private func showFlashing(_ report: IndicatorArtworkReport) {
        let failing = report.flashing.filter { $0.verdict == .fail }
        let shown = failing.isEmpty ? report.worstFlashing.map { [$0] } ?? [] : failing
        for (n, flashing) in shown.enumerated() {
            let r = flashing.report
            let name = backgroundName(flashing.background)
            let message =
                flashing.verdict == .fail
                ? CheckText.flashFail(
                    rate: max(r.generalDecisiveRate, r.redDecisiveRate),
                    area: max(r.generalAreaOverLimitRate, r.redAreaOverLimitRate), share: r.areaShareOfField,
                    size: flashing.size, background: name)
                : CheckText.flashPass(
                    rate: max(r.generalPeakRate, r.redPeakRate), size: flashing.size, background: name,
                    share: r.areaShareOfField)
            let row = addRow(to: flashingRows, flashing.verdict, title: nil, text(message), id: "check.flashing.\(n)")
            if flashing.verdict == .fail {
                row.onShow = { [unowned self] in onShow?(0, requestBackgrounds[flashing.background]) }
            }
        }
    }

    private func showMotion(_ report: IndicatorArtworkReport, _ request: IndicatorCheckRequest) {
        let motion = report.reducedMotion
        let first = request.backgrounds.first
        still.background = requestBackgrounds.first ?? .light
        still.preview.show(
            request.evaluator, at: motion.stillTime,
            color: first.map { $0.drawingColor(element: 0, color: request.color, colors: []) } ?? request.color,
            colors: request.colors)
        var message: String
        if motion.isEmpty {
            message = text(CheckText.stillEmpty(ink: motion.inkShare))
        } else if !motion.readsAsBusy {
            message = text(CheckText.stillAlike(visible: motion.visibleElements))
        } else {
            message = text(CheckText.stillPass(visible: motion.visibleElements, count: motion.elementCount))
        }
        if let suggested = motion.suggestedProgress { message += "\n" + text(CheckText.stillSuggestion(suggested)) }
        let row = addRow(to: motionRows, motion.verdict, title: nil, message, id: "check.motion.row")
        row.onShow = { [unowned self] in onShow?(motion.suggestedProgress ?? 0, nil) }
    }

    private func showVision(_ report: IndicatorArtworkReport) {
        let vision = report.colorVision
        if vision.contrasts.isEmpty {
            _ = addRow(to: visionRows, .pass, title: nil, text(CheckText.visionNothing), id: "check.vision.nothing")
        }
        for simulated in vision.contrasts {
            let name = text(CheckText.deficiency(simulated.deficiency))
            let lost = simulated.ratio < IndicatorContrastReport.minimumRatio - 1e-9
            let message =
                lost
                ? CheckText.visionLoss(
                    ratio: simulated.ratio, deficiency: name, element: simulated.element,
                    background: backgroundName(simulated.background))
                : CheckText.visionPass(ratio: simulated.ratio, deficiency: name)
            let row = addRow(
                to: visionRows, lost ? .warning : .pass, title: CheckText.deficiency(simulated.deficiency),
                text(message), id: "check.vision.\(simulated.deficiency.rawValue)")
            row.showButton.title =
                self.simulated == simulated.deficiency ? text(CheckText.simulationOff) : text(CheckText.simulate)
            row.onShow = { [unowned self] in
                onSimulate?(self.simulated == simulated.deficiency ? nil : simulated.deficiency)
            }
        }
        for (n, (collision, background)) in vision.collisions.enumerated() {
            let name = text(CheckText.deficiency(collision.deficiency))
            let row = addRow(
                to: visionRows, .warning, title: nil,
                text(
                    CheckText.visionCollision(
                        first: collision.first, second: collision.second, deficiency: name,
                        deltaE: collision.deltaE, normal: collision.normalDeltaE)), id: "check.vision.collision.\(n)")
            row.onShow = { [unowned self] in onSimulate?(collision.deficiency) }
            _ = background
        }
    }

    /// `#RRGGBB`.
    static func hex(_ color: Color) -> String { String(color.hexString.prefix(7)) }
}
