/// A piece of a run set in one face of the run's fallback chain.
struct FontSegment: Equatable {
    var text: String
    /// The face's place in the chain; 0 is the family's own face (Inter, JetBrains Mono).
    var face: Int
}

/// Which faces of a fallback chain have each character, each face asked once per scalar.
struct FallbackCoverage {
    /// Per scalar, bit i set when face i of the chain has a glyph for it.
    private var masks: [Unicode.Scalar: UInt32] = [:]

    /// The face to set `character` in (nil when it needs no glyph: whitespace, controls) and the
    /// scalars of it that no face has.
    ///
    /// A character takes the first face that has all its scalars, else the first that has its
    /// first one, else face 0 (which draws a box). ASCII is face 0's without asking.
    /// `provides(i, scalar)` asks face i of the `faceCount` faces.
    mutating func choice(
        for character: Character, faceCount: Int, provides: (Int, Unicode.Scalar) -> Bool
    ) -> (face: Int?, missing: [Unicode.Scalar]) {
        let scalars = character.unicodeScalars.filter { !FontFallback.needsNoGlyph($0) }
        guard let first = scalars.first else { return (nil, []) }
        if scalars.allSatisfy({ $0.isASCII }) { return (0, []) }
        var all = UInt32.max, missing: [Unicode.Scalar] = []
        var firstMask: UInt32 = 0
        for scalar in scalars {
            let mask = faces(having: scalar, faceCount: faceCount, provides: provides)
            if mask == 0 { missing.append(scalar) }
            if scalar == first { firstMask = mask }
            all &= mask
        }
        let chosen = all != 0 ? all : firstMask
        return (chosen == 0 ? 0 : chosen.trailingZeroBitCount, missing)
    }

    /// The faces that have `scalar`, as bits (face 0 is bit 0); ASCII is face 0's.
    private mutating func faces(
        having scalar: Unicode.Scalar, faceCount: Int, provides: (Int, Unicode.Scalar) -> Bool
    ) -> UInt32 {
        if scalar.isASCII { return 1 }
        if let known = masks[scalar] { return known }
        var mask: UInt32 = 0
        for face in 0..<min(faceCount, 32) where provides(face, scalar) { mask |= 1 << UInt32(face) }
        masks[scalar] = mask
        return mask
    }
}

/// Cutting a run where the face that draws its characters changes.
enum FontFallback {
    /// True for scalars that need no glyph and are never reported missing: whitespace, controls,
    /// format characters (zero-width joiners, direction marks) and variation selectors.
    static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isVariationSelector { return true }
        switch properties.generalCategory {
        case .control, .format: return true
        default: return false
        }
    }

    /// `text` cut into runs of characters set in one face; `face(character)` gives a character's
    /// face, nil for one that needs no glyph, which stays in the face around it.
    static func segments(of text: String, face: (Character) -> Int?) -> [FontSegment] {
        var segments: [FontSegment] = []
        var leading = ""
        for character in text {
            guard let chosen = face(character) else {
                if segments.isEmpty {
                    leading.append(character)
                } else {
                    segments[segments.count - 1].text.append(character)
                }
                continue
            }
            if let last = segments.last, last.face == chosen {
                segments[segments.count - 1].text.append(character)
            } else {
                segments.append(FontSegment(text: leading + String(character), face: chosen))
                leading = ""
            }
        }
        if !leading.isEmpty { segments.append(FontSegment(text: leading, face: 0)) }
        return segments
    }
}
