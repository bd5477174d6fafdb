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
            if failing.isEmpty {
                add(.pass, "contrast", "lowest \(ratio(weakest.lowest.ratio)) (\(moment(weakest, names))); needs 3:1")
            }
            for element in failing {
                let fix = ContrastFix.nearestPassing(
                    element.color, opacity: element.peakOpacity, backgrounds: contrast.backgrounds.map(\.color))
                let advice =
                    fix.map { "; nearest passing colour of its hue: \(hex($0))" }
                    ?? "; no colour of its hue reaches 3:1 on every background at this opacity"
                add(.fail, "contrast", "\(ratio(element.lowest.ratio)) for \(moment(element, names)); needs 3:1\(advice)")
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
                    "\(max(r.generalDecisiveRate, r.redDecisiveRate)) flashes/s over \(number(area, 0)) pt² \(place) "
                        + "(\(share) of the 341x256 field; more than 3 a second is allowed over 25% at most)")
            } else {
                add(
                    .pass, "flashing",
                    "at most \(r.generalPeakRate) flashes/s (red \(r.redPeakRate)) \(place); "
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
            add(.pass, "reduced motion", "\(shown); the elements differ, so it reads as busy")
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

    static func ratio(_ x: Double) -> String { number(x, 2) + ":1" }

    static func number(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

    private static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }

    /// `#RRGGBB`, or `#RRGGBBAA` for a translucent colour.
    static func hex(_ color: Color) -> String {
        let text = color.hexString
        return text.hasSuffix("FF") ? String(text.prefix(7)) : text
    }
}
