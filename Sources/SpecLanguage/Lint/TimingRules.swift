import LoaderKitCore

/// Elements that draw as one (same place, same clock) and staggers wider than the cycle.
enum TimingRules {
    static func check(_ context: LintContext) -> [SpecProblem] {
        var out: [SpecProblem] = []
        let f = LintContext.format
        for (p, prepared) in context.evaluator.parts.enumerated() {
            let path = context.partPath(p)
            let n = prepared.elements.count
            if n >= 2, let first = prepared.elements.first,
                prepared.elements.allSatisfy({ same($0, first) }),
                Set(prepared.offsets).count == 1, Set(prepared.elementDurations).count == 1
            {
                out.append(
                    context.warning(
                        .samePosition, at: path.appending("layout"),
                        "the \(n) elements of this \(context.parts[p].layout.typeName) sit at the same place and start together, so they draw as one: give them a stagger"
                    ))
            }
            guard let stagger = context.parts[p].stagger, n >= 2 else { continue }
            let cycle = prepared.duration
            switch stagger {
            case .each(let each, _):
                let span = abs(each) * Double(n)
                if span > cycle + 1e-9 {
                    out.append(
                        context.warning(
                            .staggerSpan, at: path.appending("stagger"),
                            "the stagger spans \(f(span)) s (\(f(each)) × \(n) elements), more than the \(f(cycle)) s cycle, so the starts wrap around; for an even spread use each = cycle / count (\(f(cycle / Double(n))))"
                        ))
                }
            case .offsets:
                let used = prepared.offsets
                let span = (used.max() ?? 0) - (used.min() ?? 0)
                if span > cycle + 1e-9 {
                    out.append(
                        context.warning(
                            .staggerSpan, at: path.appending("stagger"),
                            "the stagger offsets span \(f(span)) s, more than the \(f(cycle)) s cycle, so the starts wrap around"
                        ))
                }
            }
        }
        return out
    }

    private static func same(_ a: IndicatorEvaluator.Geometry, _ b: IndicatorEvaluator.Geometry) -> Bool {
        abs(a.cx - b.cx) < 1e-9 && abs(a.cy - b.cy) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9 && abs(a.rotate - b.rotate) < 1e-9
    }
}
