import LoaderKitCore

/// Values in the wrong unit: degrees for radians, pixels for box units.
enum UnitRules {
    /// Four turns (radians): a rotation value beyond it is almost surely in degrees.
    static let rotationLimit = 8 * Double.pi
    /// Two box sides: a translation beyond it is almost surely in pixels.
    static let translationLimit = 2.0

    static func check(_ context: LintContext) -> [SpecProblem] {
        var out: [SpecProblem] = []
        for p in context.parts.indices {
            let part = context.partPath(p)
            for (list, tracks) in context.trackLists(p) {
                for (j, track) in tracks.enumerated() {
                    for (k, value) in track.values.enumerated() {
                        if let message = message(track.property, context.value(value)) {
                            out.append(
                                context.warning(
                                    rule(track.property),
                                    at: part.appending(list).appending(j).appending("values").appending(k), message))
                            break
                        }
                    }
                }
            }
            for property in context.parts[p].rest.keys.sorted() {
                guard let value = context.parts[p].rest[property] else { continue }
                if let message = message(property, context.value(value)) {
                    out.append(
                        context.warning(
                            rule(property), at: part.appending("rest").appending(property.rawValue), message))
                }
            }
        }
        return out
    }

    private static func rule(_ property: Property) -> LintRule {
        property.isRotation ? .rotationInDegrees : .translationInPixels
    }

    /// The warning for `value` on `property`, or nil when it looks right.
    static func message(_ property: Property, _ value: Double) -> String? {
        let shown = LintContext.format(value)
        if property.isRotation, abs(value) > rotationLimit {
            return
                "\(property.rawValue) \(shown) is more than 4 turns: it looks like degrees, but LoaderKit angles are radians (a full turn is 6.283185307)"
        }
        if property.isTranslation, abs(value) > translationLimit {
            return
                "\(property.rawValue) \(shown) is more than twice the box: it looks like pixels, but LoaderKit lengths are fractions of the box (1 is its whole side)"
        }
        return nil
    }
}
