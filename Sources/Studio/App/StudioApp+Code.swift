import Graphics
import Handoff
import LoaderKitCore
import Localization
import StudioCommandLine
import UI

/// The Code panel's part in the app: the snippet of the Editor's indicator or the selected
/// progress design, the platform remembered in the settings, and the copies to the clipboard.
extension StudioApp {
    /// The platform the Code panel shows (remembered between runs).
    var codePlatform: SnippetPlatform { SnippetPlatform(rawValue: settings.codePlatform) ?? .react }

    /// Shows (or hides) the Code panel for the mode on screen (Editor or Progress).
    func toggleCodePanel() {
        if window.popover is CodePanel { return window.dismissPopover() }
        guard mode == .editor || mode == .progress else { return }
        let isEditor = mode == .editor
        let panel = CodePanel(
            platform: codePlatform,
            code: { [unowned self] platform in
                isEditor
                    ? indicatorSnippet()?.code(for: platform)
                    : progressSnippet()?.code(for: platform)
            },
            describe: { [unowned self] text in isEditor ? indicatorDescription(text) : progressDescription(text) })
        panel.applyLanguage(text)
        if isEditor {
            panel.json = { [unowned self] in editorModel.document?.text }
            panel.shareLink = { [unowned self] in currentShareLink() }
        }
        panel.onPlatformChange = { [unowned self] platform in
            settings.codePlatform = platform.rawValue
            saveSettings()
        }
        panel.onCopy = { [unowned self] text, toast in
            window.clipboard.text = text
            window.showToast(toast, kind: .success)
        }
        panel.refresh()
        presentCentered(panel)
    }

    /// The open Code panel, if it is shown.
    var codePanel: CodePanel? { window.popover as? CodePanel }

    /// The Editor's indicator as a snippet: the built-in by name while its text is LoaderKit's,
    /// else the spec's text with its file's name; the tuned params, colours, speed and size.
    func indicatorSnippet() -> IndicatorSnippet? {
        guard let document = editorModel.document, let spec = document.spec else { return nil }
        let source: IndicatorSnippet.Source
        if case .builtin(let name) = document.source, !document.isDirty {
            source = .builtin(name)
        } else {
            let name = document.displayName
            source = .file(name: name.contains(".") ? name : name + ".json", json: document.text ?? spec.jsonString())
        }
        let colors = editorModel.colors.map { color -> SnippetColor in
            let c = color.rgba8
            return SnippetColor(red: c.red, green: c.green, blue: c.blue)
        }
        return IndicatorSnippet(
            source: source, spec: spec, params: editorModel.params, colors: colors,
            speed: editorModel.clock.speed, size: editorModel.size)
    }

    /// The selected progress design as a snippet, as the playground's progress page writes it:
    /// the design's child, the options as tuned, indeterminate as the inspector's switch, the
    /// glide, and a buffer when one is shown.
    func progressSnippet() -> ProgressSnippet? {
        let model = progress.model
        guard let design = model.selectedDesign, let options = model.selectedOptions else { return nil }
        return ProgressSnippet(
            design: design, options: options, indeterminate: model.indeterminate, smooth: model.smooth,
            buffer: model.buffer > 0)
    }

    /// The share link of the Editor's state: `#indicator=` for an untouched built-in, else
    /// `#spec=` with the text and the tuned params as its defaults.
    func currentShareLink() -> String? {
        guard let document = editorModel.document, let text = document.text, let spec = document.spec else {
            return nil
        }
        let tuned = editorModel.params.filter { name, value in spec.params[name].map { $0 != value } ?? false }
        var builtin: String?
        if case .builtin(let name) = document.source, !document.isDirty { builtin = name }
        return ShareLink.link(json: text, builtinName: builtin, tunedParams: tuned)
    }

    private func indicatorDescription(_ text: Localizer) -> String {
        guard let document = editorModel.document else { return text(CodeText.noIndicator) }
        let name = document.displayName
        return text(document.spec == nil ? CodeText.problems(name) : CodeText.indicator(name))
    }

    private func progressDescription(_ text: Localizer) -> String {
        guard let design = progress.model.selectedDesign else { return text(CodeText.noDesign) }
        return text(CodeText.design("#\(design.number) \(design.title)"))
    }
}
