import Graphics

extension WindowRoot {
    /// Routes an input event to the views; returns true when something handled it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        rootView.layoutIfNeeded()
        switch event {
        case .pointerMove(let point, let modifiers):
            return pointerMoved(to: point, modifiers: modifiers)
        case .pointerDown(let point, let button, let modifiers, let clicks):
            return pointerDown(at: point, button: button, modifiers: modifiers, clickCount: clicks)
        case .pointerUp(let point, let button, let modifiers):
            return pointerUp(at: point, button: button, modifiers: modifiers)
        case .pointerExit:
            pointerLocation = nil
            if captureView == nil { setHovered(nil) }
            hideTooltip()
            return true
        case .wheel(let dx, let dy, let point, let modifiers):
            hideTooltip()
            var view = rootView.hitTest(point)
            while let target = view {
                let event = WheelEvent(dx: dx, dy: dy, location: target.convertFromWindow(point), modifiers: modifiers)
                if target.scrollWheel(event) { return true }
                view = target.superview
            }
            return false
        case .keyDown(let key, let modifiers, _):
            return keyDown(key, modifiers: modifiers)
        case .keyUp:
            return false
        case .textInput(let text):
            guard !text.isEmpty else { return false }
            if let chord = chordText {
                chordText = nil
                if text == chord || text.lowercased() == chord { return true }
            }
            var view = keyTarget
            while let target = view {
                if target.insertText(text) { return true }
                view = target.superview
            }
            return false
        case .fileDrop(let path, let point):
            var view = point.flatMap { rootView.hitTest($0) }
            while let target = view {
                if target.fileDropped(path: path) { return true }
                view = target.superview
            }
            guard let onFileDrop else { return false }
            onFileDrop(path)
            return true
        case .resize(let newSize, let newScale):
            layout(size: newSize, scale: newScale)
            return true
        case .windowFocus(let focused):
            isKeyWindow = focused
            if let focusedView { invalidateFocusRing(of: focusedView) }
            return true
        case .expose:
            setNeedsDisplayAll()
            return true
        }
    }

    private func pointerMoved(to point: Point, modifiers: Modifiers) -> Bool {
        pointerLocation = point
        clicks.move(to: point)
        if let captureView {
            captureView.pointerDragged(pointerEvent(for: captureView, at: point, modifiers: modifiers))
            return true
        }
        let hit = rootView.hitTest(point)
        setHovered(hit)
        hit?.pointerMoved(pointerEvent(for: hit!, at: point, modifiers: modifiers))
        updateTooltip(for: hit, at: point)
        return hit != nil
    }

    private func pointerDown(at point: Point, button: PointerButton, modifiers: Modifiers, clickCount hostCount: Int)
        -> Bool
    {
        pointerLocation = point
        hideTooltip()
        let hit = rootView.hitTest(point)
        if let popover, hit.map({ !$0.isDescendant(of: popover) }) ?? true {
            dismissPopover()
        }
        setHovered(hit)
        // The host's count stands only for two presses of one gesture: same target, no drag.
        let clickCount = clicks.press(at: point, target: clickTarget(of: hit, at: point), hostCount: hostCount)
        var focusTarget = hit
        while let view = focusTarget, !view.canBecomeFocused { focusTarget = view.superview }
        focus(focusTarget)
        var view = hit
        while let target = view {
            let event = pointerEvent(
                for: target, at: point, button: button, modifiers: modifiers, clickCount: clickCount)
            if target.pointerDown(event) {
                captureView = target
                return true
            }
            view = target.superview
        }
        return false
    }

    private func pointerUp(at point: Point, button: PointerButton, modifiers: Modifiers) -> Bool {
        pointerLocation = point
        clicks.release(at: point)
        guard let target = captureView else { return false }
        captureView = nil
        target.pointerUp(pointerEvent(for: target, at: point, button: button, modifiers: modifiers))
        setHovered(rootView.hitTest(point))
        return true
    }

    private func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        chordText = nil
        if shortcuts.perform(key, modifiers: modifiers, priority: .beforeFocus) {
            if case .character(let c) = key, !modifiers.intersection([.control, .alt]).isEmpty {
                chordText = String(c)
            }
            return true
        }
        if key == .tab, focusedView?.capturesTabKey == true {
            if modifiers.subtracting(.shift) == .control {
                moveFocus(backward: modifiers.contains(.shift))
                return true
            }
        } else if key == .tab, !modifiers.isCommand {
            moveFocus(backward: modifiers.contains(.shift))
            return true
        }
        if key == .enter, modifiers.isEmpty, let dialog = popover as? DefaultActionPopover,
            !(focusedView is ClickControl)
        {
            _ = focusedView?.keyDown(key, modifiers: modifiers)
            dialog.performDefaultAction()
            return true
        }
        var view = keyTarget
        while let target = view {
            if target.keyDown(key, modifiers: modifiers) { return true }
            view = target.superview
        }
        if shortcuts.perform(key, modifiers: modifiers, priority: .afterFocus) { return true }
        if key == .escape, popover != nil {
            dismissPopover()
            return true
        }
        return false
    }

    /// What a press at `point` (window points) hits: the deepest view there and, for a view
    /// with several targets, the one under the point.
    func clickTarget(of hit: View?, at point: Point) -> ClickSequence.Target {
        guard let hit else { return ClickSequence.Target(view: nil) }
        let part = (hit as? ClickTargets)?.clickTarget(at: hit.convertFromWindow(point))
        return ClickSequence.Target(view: ObjectIdentifier(hit), part: part)
    }

    /// Where keys and text go first: the focused view, else the open popover (no view behind it
    /// gets them), else the content.
    var keyTarget: View? { focusedView ?? popover ?? contentView }

    func pointerEvent(
        for view: View, at point: Point, button: PointerButton = .primary,
        modifiers: Modifiers = [], clickCount: Int = 1
    ) -> PointerEvent {
        PointerEvent(
            location: view.convertFromWindow(point), windowLocation: point, button: button,
            modifiers: modifiers, clickCount: clickCount)
    }

    /// Makes `view` the hovered view, sending exits to the views the pointer left and entries to
    /// those it entered (ancestors included), and updates the cursor.
    func setHovered(_ view: View?) {
        guard view !== hoveredView else { return }
        let oldChain = Self.chain(from: hoveredView), newChain = Self.chain(from: view)
        for old in oldChain where !newChain.contains(where: { $0 === old }) { old.pointerExited() }
        for new in newChain.reversed() where !oldChain.contains(where: { $0 === new }) { new.pointerEntered() }
        hoveredView = view
        cursor = newChain.first(where: { $0.cursor != .arrow })?.cursor ?? .arrow
    }

    static func chain(from view: View?) -> [View] {
        var result: [View] = []
        var current = view
        while let v = current {
            result.append(v)
            current = v.superview
        }
        return result
    }
}
