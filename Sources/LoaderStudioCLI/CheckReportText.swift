import ArtworkAccessibility
import Foundation
import Graphics

/// `check`'s lines: one a check (one a failing element or colour pair), compiler-style,
/// `LABEL: pass|warning|error: CHECK: figures`.
enum CheckReportText {
    static func lines(_ report: IndicatorArtworkReport, label: String, colors: [Color]) -> [String] {
        var lines: [String] = []
        func add(_ verdict: CheckVerdict, _ check: String, _ text: String) {
            let word = verdict == .fail ? "error" : verdict == .warning ? "warning" : "pass"
            lines.append("\(label): \(word): \(check): \(text)")
        }
        let contrast = report.contrast
        let names = contrast.backgrounds.map(\.name)
        if let weakest = contrast.weakest {
            let failing = contrast.failing
            let moving = contrast.elements.filter { !$0.isConstantTint }.min { $0.lowest.ratio < $1.lowest.ratio }
            if failing.isEmpty {
                let shown = moving ?? weakest
                add(.pass, "contrast", "lowest \(ratio(shown.lowest.ratio)) (\(moment(shown, names))); needs 3:1")
            }
            for group in IndicatorContrastReport.grouped(contrast.tints) {
                let element = group[0]
                let others =
                    group.count > 1
                    ? " (also elements \(group.dropFirst().map { String($0.element) }.joined(separator: ", ")))" : ""
                add(
                    .warning, "contrast",
                    "\(ratio(element.lowest.ratio)) for \(moment(element, names))\(others), a constant tint "
                        + "(a track, rail or shadow?): decoration needs no 3:1, but anything that carries meaning does")
            }
            for group in IndicatorContrastReport.grouped(failing) {
                let element = group[0]
                let fix = ContrastFix.nearestPassing(
                    element.color, opacity: element.peakOpacity, backgrounds: contrast.backgrounds.map(\.color),
                    alsoUnder: ColorVisionDeficiency.allCases)
                let advice =
                    fix.map { "; nearest passing colour of its hue: \(hex($0))" }
                    ?? "; no colour of its hue reaches 3:1 on every background at this opacity"
                let others =
                    group.count > 1
                    ? " (also elements \(group.dropFirst().map { String($0.element) }.joined(separator: ", ")))" : ""
                add(
                    .fail, "contrast",
                    "\(ratio(element.lowest.ratio)) for \(moment(element, names))\(others); needs 3:1\(advice)")
            }
        } else {
            add(.pass, "contrast", "no element is ever visible")
        }
        for flashing in report.flashing {
            let r = flashing.report
            let place = "at \(number(flashing.size, 0)) pt on \(names[flashing.background])"
            let share = percent(r.areaShareOfField)
            if flashing.verdict == .fail {
                let area = max(r.generalAreaOverLimitRate, r.redAreaOverLimitRate)
                add(
                    .fail, "flashing",
                    "\(flashes(max(r.generalDecisiveRate, r.redDecisiveRate))) a second over \(number(area, 0)) pt² \(place) "
                        + "(\(share) of the 341x256 field; more than 3 a second is allowed over 25% at most)")
            } else {
                add(
                    .pass, "flashing",
                    "at most \(flashes(r.generalPeakRate)) a second (red \(r.redPeakRate)) \(place); "
                        + "\(share) of the 341x256 field flashes more than 3 times a second (limit 25%)")
            }
        }
        let motion = report.reducedMotion
        let shown =
            "the still frame (cycle progress 0) shows \(motion.visibleElements) of \(motion.elementCount) elements, "
            + "\(percent(motion.inkShare)) of the cycle's ink"
            + (motion.opacityRange.map { ", opacity \(number($0.lowerBound, 2)) to \(number($0.upperBound, 2))" } ?? "")
        let advice =
            motion.suggestedProgress.map {
                "; cycle progress \(number($0, 2)) reads better: move every track's keyframes \(number($0, 2)) "
                    + "of the cycle earlier so that frame comes first"
            } ?? ""
        if motion.isEmpty {
            add(.warning, "reduced motion", "\(shown): users with Reduce Motion see almost nothing\(advice)")
        } else if !motion.readsAsBusy {
            add(.warning, "reduced motion", "\(shown), all alike: it reads as a picture, not as work going on\(advice)")
        } else {
            add(.pass, "reduced motion", "\(shown); it reads as busy (elements that differ, or an arc)")
        }
        let vision = report.colorVision
        for loss in vision.contrastLosses {
            add(
                .warning, "colour vision",
                "contrast falls to \(ratio(loss.ratio)) under \(loss.deficiency.rawValue) "
                    + "(element \(loss.element) on \(names[loss.background])); needs 3:1")
        }
        for (collision, background) in vision.collisions {
            add(
                .warning, "colour vision",
                "colours \(collision.first) (\(hex(colors[collision.first]))) and \(collision.second) "
                    + "(\(hex(colors[collision.second]))) look alike under \(collision.deficiency.rawValue) on "
                    + "\(names[background]) (ΔE00 \(number(collision.deltaE, 1)), \(number(collision.normalDeltaE, 1)) "
                    + "in normal vision; below \(number(ColorListCheck.indistinguishableDeltaE, 0)) they look alike)")
        }
        if vision.verdict == .pass {
            let lowest = vision.contrasts.min { $0.ratio < $1.ratio }
            add(
                .pass, "colour vision",
                (lowest.map {
                    "lowest contrast \(ratio($0.ratio)) under \($0.deficiency.rawValue) "
                        + "(element \($0.element) on \(names[$0.background]))"
                } ?? "no element passes 3:1 to simulate")
                    + (colors.count > 1 ? "; neighbouring colours stay apart under every simulation" : ""))
        }
        return lines
    }

    /// "element 3, #9CA3AF at opacity 1.00, t = 0.42 s, on #FFFFFF".
    private static func moment(_ element: ElementContrast, _ names: [String]) -> String {
        "element \(element.element), \(hex(element.color)) at opacity \(number(element.peakOpacity, 2)), "
            + "t = \(number(element.peakTime, 2)) s, on \(names[element.lowest.background])"
    }

    /// The ratio cut (not rounded) to two decimals, so that 2.999 never reads as 3.00:1.
    static func ratio(_ x: Double) -> String { number((x * 100).rounded(.down) / 100, 2) + ":1" }

    private static func flashes(_ n: Int) -> String { n == 1 ? "1 flash" : "\(n) flashes" }

    static func number(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

    private static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }

    /// `#RRGGBB`, or `#RRGGBBAA` for a translucent colour.
    static func hex(_ color: Color) -> String {
        let text = color.hexString
        return text.hasSuffix("FF") ? String(text.prefix(7)) : text
    }
}
