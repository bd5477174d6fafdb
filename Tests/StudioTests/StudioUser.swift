import ControlProtocol
import Graphics
import StudioInspection
import UI
@testable import Studio

/// The tests' driver of the studio: what a user does (press, type, tap, drag, open) and what
/// they see (the state the journeys read, the source text, toasts, the focused view, the open
/// popover). A test that needs only the user's view goes through `app.user`, so it keeps
/// passing when the views behind a control move; tests of internals reach into the app on
/// purpose. Points are window points.
@MainActor
struct StudioUser {
    let app: StudioApp

    private var window: WindowRoot { app.window }

    // MARK: Doing

    /// Opens files or folders as the command line or a drop would; returns the refusals.
    @discardableResult
    func open(_ paths: [String]) -> [String] { app.openFiles(paths) }

    /// A key press as SDL delivers it: key down, the text input when given, key up; true when
    /// something handled the key down.
    @discardableResult
    func press(_ key: Key, _ modifiers: Modifiers = [], text: String? = nil) -> Bool {
        window.key(key, modifiers, text: text)
    }

    /// Types characters one at a time (key down, text input, key up each).
    func type(_ text: String) { window.typeText(text) }

    /// A primary click at a window point.
    func tap(_ x: Double, _ y: Double) { window.tap(x, y) }

    /// A click in the middle of `view`, scrolled into view first as a user would.
    func tap(_ view: View) { window.tap(view) }

    /// A click on the view with `identifier`; false when no such view is in the window.
    @discardableResult
    func tap(_ identifier: String) -> Bool {
        guard let view = window.find(identifier) else { return false }
        window.tap(view)
        return true
    }

    /// A drag between window points through `steps` pointer moves.
    func drag(from a: Point, to b: Point, steps: Int = 6) { window.dragPointer(from: a, to: b, steps: steps) }

    /// Presses Tab (Shift+Tab when `backward`) until the focused view satisfies `match`, at
    /// most `limit` times; true when it did.
    @discardableResult
    func tab(until match: (View) -> Bool, backward: Bool = false, limit: Int = 150) -> Bool {
        window.tab(until: match, backward: backward, limit: limit)
    }

    /// Presses Tab until the view with `identifier` has focus; true when it did.
    @discardableResult
    func tab(to identifier: String) -> Bool { window.tab(to: identifier) }

    /// Replaces `range` (characters) of the source pane's text with `text`, as a keystroke or a
    /// paste in the pane does: one undoable step, the document unsaved.
    func editSource(_ range: Range<Int>, with text: String) {
        app.editor.source.session.model.replace(range, with: text)
    }

    /// Lets the studio draw its next frame, as the run loop does between events.
    @discardableResult
    func nextFrame() -> (list: DisplayList, dirty: [IntRect]) { window.recordFrame() }

    // MARK: Seeing

    /// What the journeys read over the control channel, typed.
    var state: StudioState { app.inspectionState() }

    /// The source pane's text (the open document's bytes as the user sees them).
    var sourceText: String { app.editor.source.session.model.text }

    /// The toasts shown, oldest first.
    var toasts: [String] { window.visibleToasts }

    /// The newest toast shown.
    var lastToast: String? { window.visibleToasts.last }

    /// The open popover.
    var popover: View? { window.popover }

    /// The focused view.
    var focused: View? { window.focusedView }

    /// The focused view's identifier.
    var focusedIdentifier: String? { window.focusedView?.identifier }

    /// The view with `identifier` in the window's content or overlays.
    func view(_ identifier: String) -> View? { window.find(identifier) }

    /// The clipboard's text.
    var clipboard: String? { window.clipboard.text }
}

extension StudioApp {
    /// The tests' driver: the studio as its user works it and sees it.
    var user: StudioUser { StudioUser(app: self) }
}
