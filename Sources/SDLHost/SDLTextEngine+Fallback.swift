import UI

/// A family and weight's fallback chain: its faces in order and which of them has each scalar
/// (a class, so the engine updates what it learns in place).
final class FallbackChain {
    struct Key: Hashable {
        var family: FontFamily
        var weight: FontWeight
    }

    /// One face of a file opened at one size, in pixels.
    struct FaceKey: Hashable {
        var path: String
        var index: Int
        var pixelSize: Int
    }

    /// The faces, the family's own first (`FontCatalog.fallbackChain`).
    let faces: [FontCatalog.Face]
    var coverage = FallbackCoverage()

    init(faces: [FontCatalog.Face]) { self.faces = faces }
}

extension SDLTextEngine {
    /// The characters of `text` that no face of `font`'s fallback chain has (drawn as boxes);
    /// whitespace and control characters are never among them. Says nothing on stderr.
    public func missingCharacters(in text: String, font: Font) -> [Character] {
        let key = fontKey(font, scale: measuringScale)
        return text.filter { !choice(for: $0, key: key).missing.isEmpty }
    }

    /// `text` cut where the face that draws it changes; a run of ASCII only is one segment in
    /// the family's own face, asked of no face. Says once on stderr each scalar no face has.
    func segments(of text: String, key: FontKey) -> [FontSegment] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [FontSegment(text: text, face: 0)] }
        return FontFallback.segments(of: text) { character in
            let (face, missing) = choice(for: character, key: key)
            for scalar in missing where !warnedScalars.contains(scalar) {
                warnedScalars.insert(scalar)
                let code = String(scalar.value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                warn("loader-studio: no font has U+\(padded) (\(Character(scalar))); it is drawn as a box")
            }
            return face
        }
    }

    /// The open font of face `index` in the chain of `key`'s family and weight, at its pixel
    /// size; face 0 is `ttfFont`'s.
    func face(_ index: Int, of key: FontKey) -> TTFFont? {
        guard index > 0 else { return ttfFont(key) }
        let faces = chain(for: key).faces
        guard index < faces.count else { return nil }
        return open(faces[index], pixelSize: key.pixelSize)
    }

    /// The face `character` is set in and its scalars no face has.
    private func choice(for character: Character, key: FontKey) -> (face: Int?, missing: [Unicode.Scalar]) {
        let chain = chain(for: key)
        return chain.coverage.choice(for: character, faceCount: chain.faces.count) { index, scalar in
            face(index, of: key)?.provides(scalar) ?? false
        }
    }

    private func chain(for font: FontKey) -> FallbackChain {
        let key = FallbackChain.Key(family: font.family, weight: font.weight)
        if let known = chains[key] { return known }
        let chain = FallbackChain(faces: catalog.fallbackChain(font.family, weight: font.weight))
        chains[key] = chain
        return chain
    }

    /// `face` opened at `pixelSize`, once; in a collection, the face of the family the catalog
    /// names, wherever the file holds it.
    private func open(_ face: FontCatalog.Face, pixelSize: Int) -> TTFFont? {
        let key = FallbackChain.FaceKey(path: face.path, index: faceIndex(face), pixelSize: pixelSize)
        if let open = fallbackFonts[key] { return open }
        let opened = try? TTFFont(library: library, path: key.path, index: key.index, pixelSize: pixelSize)
        fallbackFonts[key] = opened
        return opened
    }

    /// The index of `face` in its file: the catalog's, unless the face there has another family
    /// than the one named and another face of the file has it.
    func faceIndex(_ face: FontCatalog.Face) -> Int {
        guard let family = face.familyName else { return face.index }
        if let found = collectionIndexes[face.path] { return found }
        var found = face.index
        let stated = try? TTFFont(library: library, path: face.path, index: face.index, pixelSize: 12)
        if stated?.familyName != family {
            let count = stated?.faceCount ?? 0
            found =
                (0..<count).first {
                    (try? TTFFont(library: library, path: face.path, index: $0, pixelSize: 12))?.familyName == family
                } ?? face.index
        }
        collectionIndexes[face.path] = found
        return found
    }
}
