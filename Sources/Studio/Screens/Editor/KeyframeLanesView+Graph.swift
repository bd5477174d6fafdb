import Foundation
import Graphics
import LoaderKitCore
import Localization
import UI

/// The value graph under the lanes: the selected track's value over one cycle (each element's
/// copy faint behind it), its handles, and the mapping between values and the graph's y.
extension KeyframeLanesView {
    func valueRange(_ track: IndicatorEvaluator.ResolvedTrack) -> ClosedRange<Double> {
        if let graphRange { return graphRange }
        var low = track.values.min() ?? 0, high = track.values.max() ?? 1
        if high - low < 1e-9 { low -= 0.5; high += 0.5 }
        let pad = (high - low) * 0.12
        return (low - pad)...(high + pad)
    }

    /// True for a property whose larger values move the element down the screen (translateY):
    /// its graph grows downward, so up on the graph is up in the preview.
    static func growsDown(_ property: Property) -> Bool { property == .translateY }

    /// The graph's y for `value`: larger values higher, or lower where the property `growsDown`.
    func y(value: Double, range: ClosedRange<Double>, down: Bool) -> Double {
        let inner = graphFrame.insetBy(dx: 0, dy: 8)
        let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return down ? inner.minY + fraction * inner.height : inner.maxY - fraction * inner.height
    }

    func value(y: Double, range: ClosedRange<Double>, down: Bool) -> Double {
        let inner = graphFrame.insetBy(dx: 0, dy: 8)
        let fraction = down ? (y - inner.minY) / inner.height : (inner.maxY - y) / inner.height
        return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
    }

    func drawGraph(in canvas: inout Canvas) {
        guard graphFrame != .zero, let track = selectedTrack, let lane = layout.lane(of: track),
            let resolved = resolved(layout.lanes[lane])
        else { return }
        let theme = canvas.theme
        let accent = theme.color(.accent)
        let l = layout.lanes[lane]
        let range = valueRange(resolved)
        canvas.fill(
            Rect(x: layout.axisLeft, y: graphFrame.minY, width: layout.axisWidth, height: graphFrame.height),
            color: theme.color(.windowBackground))
        let metrics = canvas.textEngine.metrics(of: .uiSmall)
        // The value range's ends, right-aligned against the axis; the title on two lines beside
        // them (only the pixels the dirty rect reaches are drawn again, here and below: the
        // playhead's strip of an animating frame crosses the graph).
        let texts = Self.reaches(
            canvas, Rect(x: 0, y: graphFrame.minY - 8, width: layout.axisLeft, height: graphFrame.height + 16))
        // A graph that grows down says which end is up.
        let down = Self.growsDown(l.property)
        let ends = down ? [range.lowerBound, range.upperBound] : [range.upperBound, range.lowerBound]
        let words = [EditorText.graphUp, EditorText.graphDown]
        for (word, (value, y)) in zip(words, zip(ends, [graphFrame.minY + 12, graphFrame.maxY - 4])) where texts {
            let number = EditorText.short(value, model.text)
            let text = down ? model.text(word(number)) : number
            let width = canvas.textEngine.width(of: text, font: .uiSmall)
            canvas.drawText(
                text, font: .uiSmall, color: theme.color(.textTertiary),
                baseline: Point(layout.axisLeft - 6 - width, y + metrics.ascent / 2 - 4))
        }
        for (line, text) in [l.property.rawValue, model.text(EditorText.overOneCycle)].enumerated() where texts {
            canvas.drawText(
                text, font: .uiSmall, color: theme.color(.textSecondary),
                baseline: Point(8, graphFrame.minY + 14 + Double(line) * 14))
        }
        let samples = 96
        // Each element's value (with its offset), faint, and the track's own curve: the samples
        // within two samples (at least 4 points) of the dirty rect.
        let sampleWidth = layout.pointsPerKeyTime(lane: lane) / Double(samples)
        let reach = max(2 * sampleWidth, 4)
        let visible = (0...samples).map { s in
            Self.reaches(
                canvas,
                Rect(
                    x: layout.x(seconds: 0) + Double(s) * sampleWidth - reach, y: graphFrame.minY,
                    width: 2 * reach, height: graphFrame.height))
        }
        canvas.pushClip(layout.axisClip(height: graphFrame.maxY).intersection(graphFrame) ?? .zero)
        defer { canvas.popClip() }
        for ghost in layout.ghosts where ghost.lane == lane {
            var path = Path()
            for s in 0...samples where visible[s] {
                let t = Double(s) / Double(samples) * l.partDuration
                var progress = ghost.duration > 0 ? (t - ghost.offset) / ghost.duration : 0
                progress -= progress.rounded(.down)
                let point = Point(
                    layout.x(seconds: t), y(value: Self.value(of: resolved, at: progress), range: range, down: down))
                if s == 0 || !visible[s - 1] { path.move(to: point) } else { path.line(to: point) }
            }
            canvas.stroke(path, width: 1, color: theme.color(.textTertiary).multipliedAlpha(0.6))
        }
        // The track's own curve and its handles.
        var path = Path()
        for s in 0...samples where visible[s] {
            let progress = Double(s) / Double(samples)
            let point = Point(
                layout.x(seconds: progress * l.partDuration),
                y(value: Self.value(of: resolved, at: progress), range: range, down: down))
            if s == 0 || !visible[s - 1] { path.move(to: point) } else { path.line(to: point) }
        }
        canvas.stroke(path, width: 2, color: accent)
        let selected = selectedKeyframe
        for index in l.keyTimes.indices {
            guard let p = handlePoint(lane: lane, index: index),
                Self.reaches(canvas, Rect(x: p.x - 8, y: p.y - 24, width: 208, height: 32))
            else { continue }
            let key = KeyframeReference(track: track, index: index)
            let isSelected = selected == key || model.selectedKeyframes.contains(key)
            canvas.fill(
                .circle(center: p, radius: isSelected ? 6 : 4.5),
                with: .solid(isSelected ? accent : theme.color(.panel)))
            canvas.stroke(.circle(center: p, radius: isSelected ? 6 : 4.5), width: 1.5, color: accent)
            if case .param(let name) = l.values[index] {
                canvas.drawText("$" + name, font: .uiSmall, color: accent, baseline: Point(p.x + 8, p.y - 6))
            }
        }
    }
}
