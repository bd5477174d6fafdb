import CSDL2
import UI

extension HostWindow {
    /// Runs the frame loop until `quit()` or the window closes.
    ///
    /// While the root animates: at most one frame per display refresh (`FramePacer`; the wait
    /// for the next deadline handles input as it arrives), each after `tick(dt:)` with the real
    /// elapsed seconds (at most 0.25 s, so a stall does not jump animations). A frame in which
    /// nothing changed presents nothing. When nothing animates and nothing is dirty, or the
    /// window is hidden or minimised, it blocks in `SDL_WaitEvent` and uses no CPU until input
    /// arrives or the descriptor given to `wake(whenReadable:)` becomes readable (then it ticks
    /// with 0 s and redraws). The watcher stops when `run()` ends.
    ///
    /// - Throws: `SDLHostError` when drawing or presenting fails.
    public func run() throws(SDLHostError) {
        isRunning = true
        defer { stopWaking() }
        var pacer = FramePacer(refreshRate: window.refreshRate)
        var lastTick: Double?
        while isRunning {
            if !wantsFrame {
                lastTick = nil
                var event = SDL_Event()
                if SDL_WaitEvent(&event) == 1 { try process(event) }
                try drainEvents()
                cursors.show(root.cursor)
                continue
            }
            try waitForFrame(pacer)
            // `wantsFrame`, with the root's animation asked once (it walks every animator).
            guard isRunning, isShown, !isHeld else { continue }
            let animating = root.isAnimating
            guard animating || needsPresent else { continue }

            let frameStart = MonotonicClock.seconds
            pacer.frameStarted(at: frameStart)
            if animating {
                if let lastTick { advance(dt: min(frameStart - lastTick, 0.25)) }
                lastTick = frameStart
            } else {
                lastTick = nil
            }
            cursors.show(root.cursor)
            if needsPresent { try drawFrame() }
        }
    }

    /// True when the loop has a frame to make: the window is shown, not held, and something
    /// animates or waits to be presented.
    var wantsFrame: Bool { isShown && !isHeld && (root.isAnimating || needsPresent) }

    /// Handles events until `pacer` lets the next frame start (at most a millisecond early).
    func waitForFrame(_ pacer: FramePacer) throws(SDLHostError) {
        while isRunning {
            try drainEvents()
            let remaining = pacer.wait(at: MonotonicClock.seconds)
            guard remaining > 0.001 else { return }
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, Int32((remaining * 1000).rounded(.up))) == 1 { try process(event) }
        }
    }

    /// Handles every queued event. (Not with `SDL_PollEvent`, which stops at the marker SDL
    /// queues for its poll cycles: a marker left by an earlier cycle, for example where a quit
    /// ended a run, would hide the events queued after it until the next frame.)
    func drainEvents() throws(SDLHostError) {
        SDL_PumpEvents()
        var event = SDL_Event()
        while isRunning,
            SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1
        {
            try process(event)
        }
    }

    /// Handles one SDL event: translates it and gives it to the root (resizes go through
    /// `syncSize()`; an expose re-presents the framebuffer without redrawing it; a dropped
    /// file's name is freed here).
    func process(_ event: SDL_Event) throws(SDLHostError) {
        if let fileWaker, fileWaker.isWakeEvent(event) {
            // The watched descriptor is readable: tick (which reads it) and let the loop redraw.
            advance(dt: 0)
            fileWaker.didDrain()
            return
        }
        if let controlChannel, controlChannel.isRequestEvent(event) {
            // Answers describe what is on screen: draw what is pending first.
            if isShown && needsPresent { try drawFrame() }
            controlChannel.answerPending { request in onControlRequest?(request) ?? #"{"error":"no control handler"}"# }
            return
        }
        let modifiers = KeyTranslation.modifiers(for: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        let meaning = translator.translate(event, modifiers: modifiers)
        if event.type == SDL_DROPFILE.rawValue, let file = event.drop.file { SDL_free(file) }
        switch meaning {
        case .input(.expose):
            // The framebuffer still holds the whole window: send it again, draw nothing.
            surface.needsFullPresent = true
        case .input(let input):
            if input == .windowFocus(true), let readMotionPreference { root.motionPreference = readMotionPreference() }
            root.handle(input)
        case .resized: try syncSize()
        case .shown(let shown):
            isShown = shown
            if shown { surface.needsFullPresent = true }
        case .closeRequested:
            if let onCloseRequest { onCloseRequest() } else { quit() }
        case .quit: quit()
        case .ignored: break
        }
    }
}
