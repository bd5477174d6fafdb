import Foundation
import Graphics
import LoaderKitCore
import Localization
import StudioCommandLine
import UI

/// The studio without a screen: builds the window's views, owns the documents, the modes, the
/// theme and the shortcuts, and is what the host drives.
///
/// Host wiring: make one with the library, settings and the injected rasterizers and image
/// writer; `apply(_:)` the command line; set `onQuit`; then each frame push events into
/// `handle(_:)` (or `window.handle`), call `tick(dt:)`, and when `window.needsDisplay` render
/// `window.recordFrame()`. `isAnimating` false means the host may block for input (watch
/// `library.wakeDescriptors` to wake on file changes and finished background derivations). The
/// window's title is `windowTitle`, told through `onWindowTitleChange`.
@MainActor
package final class StudioApp {
    /// Draws `evaluator` at spec time t (seconds) into a transparent `size`×`size` square of
    /// premultiplied 0xAARRGGBB pixels, with element i in `colors[i % count]` (the exporter lays
    /// the frames over the background). The executable supplies it with Render.
    package typealias Rasterizer =
        @MainActor (
            _ evaluator: IndicatorEvaluator, _ time: Double, _ size: Int,
            _ colors: [Color]
        ) -> [UInt32]

    package let library: DocumentLibrary
    package let window: WindowRoot
    package let editorModel: EditorModel
    package let gallery: GalleryScreen
    package let editor: EditorScreen
    package let progress: ProgressScreen
    package let skeleton: SkeletonScreen
    package let scenes: ScenesScreen
    let root: AppRootView
    let rasterize: Rasterizer
    /// Draws progress designs for export (nil: Progress mode has no export).
    let progressRasterize: ProgressImageSourceMaker?
    let imageWriter: ImageWriting
    let settingsStore: SettingsStore?
    /// The settings, saved through the store when mode, theme, recent files or the gallery's
    /// look change.
    package internal(set) var settings: StudioSettings
    /// The desktop's Open and Save dialogs (nil: the studio's own, always).
    package var systemFileChooser: SystemFileChooser?
    /// What a desktop dialog that is open was asked for.
    enum SystemChoicePurpose { case open, saveAs(SpecDocument) }
    var pendingSystemChoice: SystemChoicePurpose? {
        didSet {
            systemChoiceWake?.stop()
            systemChoiceWake = pendingSystemChoice == nil ? nil : source.wakeRepeatedly(every: 0.1)
        }
    }
    /// Wakes the host ten times a second while a desktop dialog is open, to take its answer.
    var systemChoiceWake: RepeatingWake?
    /// Called when the studio is to quit (after Ctrl+Q or the close button, once nothing
    /// unsaved is left or the user chose to quit anyway): the host ends its loop.
    package var onQuit: (@MainActor () -> Void)?
    /// The environment the export folder's Pictures folder is found in (`PicturesFolder`).
    package var exportEnvironment = ProcessInfo.processInfo.environment
    /// The folder an export's default name goes in when no other is (`ExportFolder`): the
    /// working directory.
    package var exportFallbackFolder = FileManager.default.currentDirectoryPath
    /// The desktop's "show in folder" for the export toast's button (nil: it copies the path).
    package var folderShower: FolderShowing?
    /// Whether an indicator's animated export plays at the tuned speed or at speed 1, as last
    /// chosen in the export dialog: remembered for the session.
    var exportSpeedChoice = ExportSpeed.Choice.tuned
    /// The Quit being answered, while its dialog or a Save As it asked for is open
    /// (`StudioApp+Quit`).
    var quitFlow: QuitFlow?
    /// The window's title (`WindowTitle`): the Editor's document, marked while its text is unsaved.
    package internal(set) var windowTitle = WindowTitle.appName
    /// Called when `windowTitle` changes; the host sets its window's title bar to it.
    package var onWindowTitleChange: (@MainActor (String) -> Void)?
    /// Keeps the text of a shortcut's key press out of the filters.
    let shortcutGate = ShortcutTextGate()
    /// The file-watching warning already shown (it is shown once).
    var reportedWatchWarning: String?
    /// Nesting of `batchingStatus`; the status waits while it is above 0.
    var statusBatchDepth = 0
    /// True when a status refresh waits for the batch to end.
    var statusWaits = false
    /// How many times the status was refreshed (one per change the user sees).
    var statusRefreshCount = 0
    /// The Scenes export being drawn, a few frames a tick (the window ticks meanwhile).
    var sceneFramesJob: SceneFramesJob? { didSet { root.keepsTicking = sceneFramesJob != nil } }

    /// The smallest window the studio lays out without overlaps, in points (the host sets it as
    /// the window's minimum size).
    package nonisolated static let minimumWindowSize = Size(800, 600)

    /// The language the environment given to `init` asks for (`Language.preferred`; English for
    /// none), used while the settings name none.
    let environmentLanguage: Language
    /// Renders the catalogue's messages in the current language.
    private(set) var text: Localizer

    /// The window's content view.
    package var rootView: View { root }
    /// The mode on screen.
    package var mode: StudioMode { root.mode }
    /// The theme's appearance.
    package var theme: Theme.Appearance { window.theme.appearance }

    package init(
        library: DocumentLibrary, settings: StudioSettings = StudioSettings(), settingsStore: SettingsStore? = nil,
        rasterize: @escaping Rasterizer, progressRasterize: ProgressImageSourceMaker? = nil, imageWriter: ImageWriting,
        motion: MotionPreference = .standard, textEngine: TextEngine = FixedWidthTextEngine(),
        clipboard: Clipboard = MemoryClipboard(), drafts: DraftStore? = nil,
        environment: [String: String] = [:]
    ) {
        environmentLanguage = Language.preferred(environment: environment)
        text = Localizer(settings.language ?? environmentLanguage, catalogue: StudioCatalogue.catalogue)
        self.library = library
        self.settings = settings
        self.settingsStore = settingsStore
        self.rasterize = rasterize
        self.progressRasterize = progressRasterize
        self.imageWriter = imageWriter
        editorModel = EditorModel()
        gallery = GalleryScreen(library: library)
        editor = EditorScreen(model: editorModel, source: SourceSession(drafts: drafts))
        progress = ProgressScreen()
        skeleton = SkeletonScreen()
        scenes = ScenesScreen(settings: settings.scenes ?? SceneSettings())
        root = AppRootView(
            screens: [.gallery: gallery, .editor: editor, .progress: progress, .skeleton: skeleton, .scenes: scenes])
        window = WindowRoot(
            textEngine: textEngine, clipboard: clipboard,
            theme: Theme.named(settings.theme == .dark ? .dark : .light),
            motionPreference: motion, contentView: root)
        editorModel.systemReduceMotion = motion.reduceMotion
        if let first = library.documents.first { editorModel.open(first, look: GalleryLook(settings)) }
        wire()
        wireSource()
        wireLanes()
        wireInspectorTabs()
        wireEasingPresets()
        wireOnionSkin()
        wireScenes()
        registerShortcuts()
        nameUntitledSpecs()
        root.applyLanguageToTree(text)
        wireQuit()
        select(mode: settings.mode, remember: false)
        refreshStatus()
    }

    private func wire() {
        wireGallery()
        gallery.typing.gate = shortcutGate
        progress.typing.gate = shortcutGate
        library.onChange = { [unowned self] change in
            documentsDidReload(change.reloaded, listChanged: change.listChanged)
        }
        window.onFileDrop = { [unowned self] path in openFiles([path]) }
        window.onMotionPreferenceChange = { [unowned self] motion in
            editorModel.systemReduceMotion = motion.reduceMotion
        }
        let toolbar = root.toolbar
        toolbar.modeBar.onPick = { [unowned self] mode in select(mode: mode) }
        toolbar.undoButton.action = { [unowned self] in activeHistory?.undo() }
        toolbar.redoButton.action = { [unowned self] in activeHistory?.redo() }
        toolbar.exportButton.action = { [unowned self] in showExportForMode() }
        toolbar.themeButton.action = { [unowned self] in toggleTheme() }
        toolbar.helpButton.action = { [unowned self] in toggleHelp() }
        progress.onSelectionChange = { [unowned self] in refreshStatus() }
        gallery.onFocusedDocumentChange = { [unowned self] in refreshStatus() }
        editor.inspector.onSave = { [unowned self] in saveParams() }
        editor.inspector.onExport = { [unowned self] in showExport() }
        editorModel.history.onChange = { [unowned self] in refreshStatus() }
        progress.model.history.onChange = { [unowned self] in refreshStatus() }
        editorModel.observe { [unowned self] change in if change.contains(.document) { refreshStatus() } }
        editorModel.observe { [unowned self] _ in codePanel?.refresh() }
        editor.inspector.onCode = { [unowned self] in toggleCodePanel() }
        editor.inspector.sceneSurface = { [unowned self] in
            (scenes.settings.dark ? SceneMockPalette.dark : SceneMockPalette.light)[.surface]
        }
        progress.inspector.onCode = { [unowned self] in toggleCodePanel() }
        progress.inspector.onExport = { [unowned self] in showExportForMode() }
        progress.onDesignChange = { [unowned self] in codePanel?.refresh() }
    }

    // MARK: Modes, theme, documents

    /// Shows `mode`.
    package func select(mode: StudioMode, remember: Bool = true) {
        if root.mode == .scenes && mode != .scenes { rememberScenes() }
        root.show(mode)
        for (screenMode, screen) in [(StudioMode.gallery, gallery as View), (.progress, progress)]
        where screenMode != mode && window.focusedView?.isDescendant(of: screen) == true {
            window.focus(nil)
        }
        if mode == .gallery { gallery.takeFocus() } else if mode == .progress { progress.takeFocus() }
        if mode == .scenes { scenes.refreshSlots() }
        refreshStatus()
        if remember, settings.mode != mode {
            settings.mode = mode
            saveSettings()
        }
    }

    /// Switches to `appearance`.
    package func setTheme(_ appearance: Theme.Appearance, remember: Bool = true) {
        window.theme = Theme.named(appearance)
        let saved: StudioSettings.Theme = appearance == .dark ? .dark : .light
        if remember, settings.theme != saved {
            settings.theme = saved
            saveSettings()
        }
    }

    /// Speaks `language` from now on (nil: the environment's), remembered in the settings: every
    /// view takes the new text at once, keeping its state.
    func setLanguage(_ language: Language?) {
        if settings.language != language {
            settings.language = language
            saveSettings()
        }
        let spoken = language ?? environmentLanguage
        guard spoken != text.language else { return }
        text = Localizer(spoken, catalogue: StudioCatalogue.catalogue)
        nameUntitledSpecs()
        root.applyLanguageToTree(text)
        window.popover?.applyLanguageToTree(text)
        refreshStatus()
        root.setNeedsLayout()
        root.setNeedsDisplay()
    }

    /// Shows a problem met before the window opened (the settings could not be read) as a toast
    /// in the current language.
    package func showStartWarning(_ message: Message) {
        _ = window.showToast(text(message), kind: .warning, duration: 8)
    }

    /// New specs are named "Untitled N" in the current language.
    private func nameUntitledSpecs() {
        let text = self.text
        library.untitledName = { text(DocumentText.untitled($0)) }
    }

    /// Light to dark and back.
    package func toggleTheme() { setTheme(theme == .light ? .dark : .light) }

    /// Opens `document` in the editor.
    package func open(_ document: SpecDocument) {
        batchingStatus {
            if editorModel.document !== document { editorModel.open(document, look: gallery.look) }
            select(mode: .editor)
        }
    }

    /// Opens files or folders (command line, drop): the last single file goes to the editor; a
    /// folder's files show in the gallery, which stays on screen. Returns the problems met, also
    /// shown as toasts.
    @discardableResult
    package func openFiles(_ paths: [String]) -> [String] {
        let outcome = open(paths: paths)
        let problems = outcome.errors + outcome.warnings
        for problem in problems { window.showToast(problem, kind: .error, duration: 5) }
        return problems
    }

    /// Opens `paths` as `openFiles` does; returns the paths' problems and the warnings of the
    /// file watching (new ones only), without showing them.
    func open(paths: [String]) -> (errors: [String], warnings: [String]) {
        var errors: [String] = []
        var last: SpecDocument?
        var openedFolder = false
        for path in paths {
            do {
                let opened = try library.open(path)
                if Self.isFolder(path) { openedFolder = true } else { last = opened.last ?? last }
                for document in opened { if let p = document.path { settings.noteRecentFile(p) } }
            } catch {
                errors.append(error.message(text))
            }
        }
        var warnings: [String] = []
        if let warning = library.watchWarningMessage.map({ text($0) }), warning != reportedWatchWarning {
            reportedWatchWarning = warning
            warnings.append(warning)
        }
        gallery.applyFilter()
        if let last { open(last) } else if openedFolder { select(mode: .gallery) }
        if last != nil || openedFolder { saveSettings() }
        return (errors, warnings)
    }

    /// Applies the command line: opens the paths, then the mode and theme asked for. Returns
    /// the problems met (unreadable files).
    @discardableResult
    package func apply(_ options: StudioLaunchOptions) -> [String] {
        let links = options.paths.filter(Self.isShareLink)
        let paths = options.paths.filter { !Self.isShareLink($0) }
        var problems = paths.isEmpty ? [] : openFiles(paths)
        for link in links { if let problem = openShared(link) { problems.append(problem) } }
        if let mode = options.mode { select(mode: mode, remember: false) }
        if let theme = options.theme { setTheme(theme, remember: false) }
        if options.showsSource {
            if mode != .editor { select(mode: .editor, remember: false) }
            editor.setShowsSource(true, focus: false)
        }
        if let look = options.skeletonLook {
            if mode != .skeleton { select(mode: .skeleton, remember: false) }
            skeleton.update {
                $0.look = look; $0.delay = 0; $0.crossfade = false
            }
            skeleton.showSkeleton()
            skeleton.update { $0.crossfade = true }
        }
        return problems
    }

    // MARK: Frames and input

    /// Routes one input event to the window.
    @discardableResult
    package func handle(_ event: InputEvent) -> Bool { window.handle(event) }

    /// One frame: picks up file changes and finished derivations (cheap when nothing changed;
    /// the library tells `documentsDidReload`), then advances the animations, tooltips and
    /// toasts by `dt` seconds.
    package func tick(dt: Double) {
        library.processFileEvents()
        editor.source.session.tick()
        takeSystemChoice()
        continueQuitAfterSaveAs()
        continueSceneFrames()
        window.tick(dt: dt)
    }

    /// The descriptors that wake an idle host: file changes, finished background derivations
    /// and analyses, a draft falling due.
    package var wakeDescriptors: [Int32] {
        library.wakeDescriptors + [editor.source.session.wakeDescriptor].compactMap { $0 }
    }

    /// True while something moves (the host must keep ticking).
    package var isAnimating: Bool { window.isAnimating }

    /// Shows reloaded documents (and a changed list) in the gallery and the editor, and the
    /// status once.
    func documentsDidReload(_ changed: [SpecDocument], listChanged: Bool = false) {
        batchingStatus {
            if listChanged { gallery.applyFilter() }
            gallery.documentsDidChange(changed)
            if let current = editorModel.document, changed.contains(where: { $0 === current }) {
                editorModel.documentDidReload()
            }
            refreshStatus()
        }
    }

    /// Runs `body`; the status refreshes asked for inside happen once, at the end.
    func batchingStatus(_ body: () -> Void) {
        statusBatchDepth += 1
        body()
        statusBatchDepth -= 1
        if statusBatchDepth == 0, statusWaits {
            statusWaits = false
            refreshStatus()
        }
    }

    /// Writes what must outlive the process (the pending draft); the host calls it when the
    /// window closes by other means than `quit()`.
    package func prepareToExit() {
        source.finishDrafts()
        rememberScenes()
    }

    /// Keeps Scenes mode's settings in the settings file (when a change settles, the mode is
    /// left, and at exit; not at each step of a slider's drag).
    func rememberScenes() {
        guard settings.scenes != scenes.settings else { return }
        settings.scenes = scenes.settings
        saveSettings()
    }

    func saveSettings() {
        guard let settingsStore else { return }
        do { try settingsStore.save(settings) } catch { window.showToast(error.message, kind: .warning) }
    }
}
