import CSDL2
import UI

extension HostWindow {
    /// Runs the frame loop until `quit()` or the window closes.
    ///
    /// While the root animates: one frame per display refresh (the renderer's vsync, or a wait
    /// for the rest of the refresh period when present returns early), each after
    /// `tick(dt:)` with the real elapsed seconds (at most 0.25 s, so a stall does not jump
    /// animations). When nothing animates and nothing is dirty, it blocks in `SDL_WaitEvent`
    /// and uses no CPU until input arrives or the descriptor given to `wake(whenReadable:)`
    /// becomes readable (then it ticks with 0 s and redraws). The watcher stops when `run()` ends.
    ///
    /// - Throws: `SDLHostError` when drawing or presenting fails.
    public func run() throws(SDLHostError) {
        isRunning = true
        defer { stopWaking() }
        let period = 1 / max(24, min(window.refreshRate, 240))
        var lastTick: Double?
        while isRunning {
            if !root.isAnimating && !root.needsDisplay {
                lastTick = nil
                var event = SDL_Event()
                if SDL_WaitEvent(&event) == 1 { try process(event) }
            }
            try drainEvents()
            guard isRunning else { break }

            let frameStart = MonotonicClock.seconds
            if root.isAnimating {
                if let lastTick { advance(dt: min(frameStart - lastTick, 0.25)) }
                lastTick = frameStart
            } else {
                lastTick = nil
            }
            cursors.show(root.cursor)
            if root.needsDisplay { try drawFrame() }

            // Pace animation to the refresh rate when present did not wait for it; input that
            // arrives meanwhile ends the wait early.
            if root.isAnimating {
                let remaining = period - (MonotonicClock.seconds - frameStart)
                if remaining > 0.001 {
                    var event = SDL_Event()
                    if SDL_WaitEventTimeout(&event, Int32(remaining * 1000)) == 1 { try process(event) }
                }
            }
        }
    }

    /// Handles every queued event.
    func drainEvents() throws(SDLHostError) {
        var event = SDL_Event()
        while isRunning, SDL_PollEvent(&event) == 1 { try process(event) }
    }

    /// Handles one SDL event: translates it and gives it to the root (resizes go through
    /// `syncSize()`; a dropped file's name is freed here).
    func process(_ event: SDL_Event) throws(SDLHostError) {
        if let fileWaker, fileWaker.isWakeEvent(event) {
            // The watched descriptor is readable: tick (which reads it) and let the loop redraw.
            advance(dt: 0)
            fileWaker.didDrain()
            return
        }
        if let controlChannel, controlChannel.isRequestEvent(event) {
            // Answers describe what is on screen: draw what is pending first.
            if root.needsDisplay { try drawFrame() }
            controlChannel.answerPending { request in onControlRequest?(request) ?? #"{"error":"no control handler"}"# }
            return
        }
        let modifiers = KeyTranslation.modifiers(for: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        let meaning = translator.translate(event, modifiers: modifiers)
        if event.type == SDL_DROPFILE.rawValue, let file = event.drop.file { SDL_free(file) }
        switch meaning {
        case .input(let input): root.handle(input)
        case .resized: try syncSize()
        case .quit: quit()
        case .ignored: break
        }
    }
}
