import ArtworkAccessibility
import LoaderKitCore

/// `check --json`'s entry of one spec: every figure of every check.
enum CheckReportJSON {
    static func node(_ report: IndicatorArtworkReport, label: String) -> JSONNode {
        let contrast = report.contrast
        let backgrounds = contrast.backgrounds.map(\.name)
        func element(_ e: ElementContrast) -> JSONNode {
            .object([
                ("element", .number(Double(e.element))), ("color", .string(CheckReportText.hex(e.color))),
                ("opacity", .number(e.peakOpacity)), ("time", .number(e.peakTime)),
                ("lowest", .number(e.lowest.ratio)), ("background", .string(backgrounds[e.lowest.background])),
                ("ratios", .array(e.ratios.map { .number($0) })),
            ])
        }
        let flashing: [JSONNode] = report.flashing.map { f in
            let r = f.report
            return .object([
                ("size", .number(f.size)), ("background", .string(backgrounds[f.background])),
                ("verdict", .string(f.verdict.rawValue)), ("flashesPerSecond", .number(Double(r.generalPeakRate))),
                ("redFlashesPerSecond", .number(Double(r.redPeakRate))),
                ("decisiveRate", .number(Double(max(r.generalDecisiveRate, r.redDecisiveRate)))),
                ("areaOverThree", .number(max(r.generalAreaOverLimitRate, r.redAreaOverLimitRate))),
                ("fieldShare", .number(r.areaShareOfField)), ("seconds", .number(r.seconds)),
            ])
        }
        let motion = report.reducedMotion
        let vision = report.colorVision
        return .object([
            ("spec", .string(label)), ("verdict", .string(report.verdict.rawValue)),
            ("backgrounds", .array(backgrounds.map { .string($0) })),
            (
                "contrast",
                .object([
                    ("verdict", .string(contrast.verdict.rawValue)),
                    ("minimum", .number(IndicatorContrastReport.minimumRatio)),
                    ("lowest", contrast.weakest.map(element) ?? .null),
                    ("elements", .array(contrast.elements.map(element))),
                ])
            ),
            ("flashing", .array(flashing)),
            (
                "reducedMotion",
                .object([
                    ("verdict", .string(motion.verdict.rawValue)), ("inkShare", .number(motion.inkShare)),
                    ("visibleElements", .number(Double(motion.visibleElements))),
                    ("elementCount", .number(Double(motion.elementCount))), ("readsAsBusy", .bool(motion.readsAsBusy)),
                    ("suggestedProgress", motion.suggestedProgress.map { .number($0) } ?? .null),
                ])
            ),
            (
                "colorVision",
                .object([
                    ("verdict", .string(vision.verdict.rawValue)),
                    (
                        "contrasts",
                        .array(
                            vision.contrasts.map {
                                .object([
                                    ("deficiency", .string($0.deficiency.rawValue)), ("ratio", .number($0.ratio)),
                                    ("element", .number(Double($0.element))),
                                    ("background", .string(backgrounds[$0.background])),
                                ])
                            })
                    ),
                    (
                        "collisions",
                        .array(
                            vision.collisions.map { c, b in
                                .object([
                                    ("first", .number(Double(c.first))), ("second", .number(Double(c.second))),
                                    ("deficiency", .string(c.deficiency.rawValue)), ("deltaE", .number(c.deltaE)),
                                    ("normalDeltaE", .number(c.normalDeltaE)), ("background", .string(backgrounds[b])),
                                ])
                            })
                    ),
                ])
            ),
        ])
    }
}
