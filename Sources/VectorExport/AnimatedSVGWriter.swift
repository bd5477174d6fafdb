import Foundation
import Graphics

/// Writes an indicator's cycle as one self-contained SVG animated by CSS keyframes (no script),
/// looping one cycle, one shape per element in drawing order.
///
/// An element with an `SVGElementMotion` is its static shape (a `<path>` in element-local
/// pixels) moved by CSS: its part's group transform on a `<g>` and its own transform, opacity
/// and ring dash on the path, keyed at every frame. Every keyframe of one animation writes the
/// same transform functions, `transform-box: view-box` and `transform-origin: 0 0` make them
/// act in canvas pixels, and angles run on by whole turns (see `SVGPlacement`). Any other
/// element (perspective) has its outline `d` and `opacity` keyed at every frame. Keyframes
/// interpolate linearly (a baked outline steps where its vertex count changes), so at time
/// k / fps the file shows exactly frame k.
enum AnimatedSVGWriter {
    /// The rules that make a CSS transform act in the canvas's pixels, whatever the page's CSS.
    static let transformFrame = "transform-box:view-box;transform-origin:0 0;"

    /// The root's style: keeps the browser from moving animated elements as composited layers.
    /// Chromium otherwise paints an element whose transform or opacity is animated into a bitmap
    /// of its own and resamples it at the element's fractional position, which blurs every edge
    /// by about a pixel (25 dB against our render where the outlines drawn in place give 41 dB).
    static let drawnInPlace = "will-change:contents"

    /// The SVG text of `animation`, with the elements in `motions` moved by transforms instead
    /// of baked. `classPrefix` names its CSS classes and keyframes (`PREFIX-eN` per element,
    /// `PREFIX-pN` per part's group), so several exports can share one HTML page.
    static func svg(_ animation: BakedAnimation, motions: [Int: SVGElementMotion], classPrefix: String = "lk") -> String
    {
        let prefix = cssIdentifier(classPrefix)
        var style = ""
        var body = ""
        var groupsKeyed: Set<Int> = []
        for element in animation.elements {
            if let motion = motions[element.index], element.frames.count == animation.timing.frameCount {
                guard element.isVisible else { continue }
                appendMoved(
                    element, motion, prefix: prefix, timing: animation.timing, groupsKeyed: &groupsKeyed,
                    style: &style, body: &body)
            } else {
                appendBaked(element, prefix: prefix, timing: animation.timing, style: &style, body: &body)
            }
        }
        let size = animation.size
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\""
        if !style.isEmpty { out += " style=\"\(drawnInPlace)\"" }
        out += ">\n"
        out += "<title>"
        out += escapeXML(animation.name)
        out += "</title>\n"
        if !style.isEmpty { out += "<style>\n" + style + "</style>\n" }
        out += body
        out += "</svg>\n"
        return out
    }

    /// The SVG text of `animation` with every element baked.
    public static func svg(_ animation: BakedAnimation, classPrefix: String = "lk") -> String {
        svg(animation, motions: [:], classPrefix: classPrefix)
    }

    /// One element as its static shape inside its group, moved by keyframes; its attributes hold
    /// frame 0, which a viewer that does not run CSS animations shows.
    private static func appendMoved(
        _ element: BakedAnimation.Element, _ motion: SVGElementMotion, prefix: String,
        timing: VectorTiming, groupsKeyed: inout Set<Int>, style: inout String, body: inout String
    ) {
        let frames = timing.frameCount
        let alphas = element.frames.map { $0.contours.isEmpty ? 0 : $0.alpha }
        let alphaMoves = !alphas.allSatisfy { $0 == alphas[0] }
        let groupMoves = !motion.group.prefix(frames).allSatisfy { $0 == motion.group[0] }
        let placementMoves = !motion.placement.prefix(frames).allSatisfy { $0 == motion.placement[0] }
        let dashMoves = !motion.dashes.isEmpty

        // The group: keyed once per part and shared by the part's elements, or a static attribute.
        var closing = ""
        if groupMoves {
            let name = "\(prefix)-p\(motion.part)"
            body += "<g class=\"\(name)\" transform=\""
            motion.group[0].appendAttribute(to: &body)
            body += "\">"
            closing = "</g>"
            if groupsKeyed.insert(motion.part).inserted {
                let functions = SVGPlacement.Functions(motion.group)
                let kept = SVGPlacement.kept(motion.group)
                appendAnimation(name, timing: timing, transforms: true, kept: kept, to: &style) { k, out in
                    out += "transform:"
                    motion.group[k].appendCSS(functions, to: &out)
                    out += ";"
                }
            }
        } else if !motion.group[0].isIdentity {
            body += "<g transform=\""
            motion.group[0].appendAttribute(to: &body)
            body += "\">"
            closing = "</g>"
        }

        let name = "\(prefix)-e\(element.index)"
        body += "<path"
        if placementMoves || alphaMoves || dashMoves { body += " class=\"\(name)\"" }
        if !motion.placement[0].isIdentity {
            body += " transform=\""
            motion.placement[0].appendAttribute(to: &body)
            body += "\""
        }
        switch motion.paint {
        case .fill(let contours):
            body += " fill=\"\(hex(element.color))\" d=\""
            appendPathData(contours, to: &body)
        case .stroke(let line, let width):
            body += " fill=\"none\" stroke=\"\(hex(element.color))\" stroke-width=\""
            NumberText.append(width, decimals: 4, to: &body)
            body += "\" pathLength=\"1\""
            if let dash = motion.dashes.first {
                body += " stroke-dasharray=\""
                NumberText.append(dash.length, decimals: 5, to: &body)
                body += " 2\" stroke-dashoffset=\""
                NumberText.append(-dash.start, decimals: 5, to: &body)
                body += "\""
            }
            body += " d=\""
            appendPathData([line], to: &body)
        }
        body += "\""
        if alphas[0] < 1 {
            body += " opacity=\""
            NumberText.append(alphas[0], decimals: 4, to: &body)
            body += "\""
        }
        body += "/>" + closing + "\n"

        guard placementMoves || alphaMoves || dashMoves else { return }
        let functions = SVGPlacement.Functions(motion.placement)
        let none = [Bool](repeating: false, count: frames + 1)
        let placementKept = placementMoves ? SVGPlacement.kept(motion.placement) : none
        let alphaKept =
            alphaMoves ? LinearKeyframes.kept((0...frames).map { [alphas[$0 % frames]] }, tolerance: [0.00005]) : none
        let dashKept =
            dashMoves
            ? LinearKeyframes.kept(motion.dashes.map { [$0.length, $0.start] }, tolerance: [0.000005, 0.000005])
            : none
        let kept = (0...frames).map { placementKept[$0] || alphaKept[$0] || dashKept[$0] }
        appendAnimation(name, timing: timing, transforms: placementMoves, kept: kept, to: &style) { k, out in
            if placementKept[k] {
                out += "transform:"
                motion.placement[k].appendCSS(functions, to: &out)
                out += ";"
            }
            if alphaKept[k] {
                out += "opacity:"
                NumberText.append(alphas[k % frames], decimals: 4, to: &out)
                out += ";"
            }
            if dashKept[k] {
                let dash = motion.dashes[k]
                // The gap is longer than the line, so only the one dash from `start` shows.
                out += "stroke-dasharray:"
                NumberText.append(dash.length, decimals: 5, to: &out)
                out += " 2;stroke-dashoffset:"
                NumberText.append(-dash.start, decimals: 5, to: &out)
                out += ";"
            }
        }
    }

    /// A class rule running keyframes `name` over one cycle, linearly, and the keyframes at the
    /// frames k = 0 ... frameCount that `kept` flags, whose declarations `keyframe(k, &out)`
    /// writes (each property only where it is kept itself: a player interpolates a property
    /// between the keyframes that name it).
    private static func appendAnimation(
        _ name: String, timing: VectorTiming, transforms: Bool, kept: [Bool],
        to style: inout String, _ keyframe: (Int, inout String) -> Void
    ) {
        let frames = timing.frameCount
        style += ".\(name){"
        if transforms { style += transformFrame }
        style += "animation:\(name) "
        NumberText.append(timing.duration, decimals: 6, to: &style)
        style += "s linear infinite}\n@keyframes \(name){"
        for k in 0...frames where kept[k] {
            NumberText.append(Double(k) / Double(frames) * 100, decimals: 4, to: &style)
            style += "%{"
            keyframe(k, &style)
            style += "}"
        }
        style += "}\n"
    }

    /// One element's outline `d` and `opacity` keyed at every frame.
    private static func appendBaked(
        _ element: BakedAnimation.Element, prefix: String, timing: VectorTiming,
        style: inout String, body: inout String
    ) {
        guard let slots = ContourSlots(element) else { return }
        let frames = timing.frameCount
        let name = "\(prefix)-e\(element.index)"
        let alphas = element.frames.map { $0.contours.isEmpty ? 0 : $0.alpha }
        let pathMoves = !slots.isStatic
        let alphaMoves = !alphas.allSatisfy { $0 == alphas[0] }
        body += "<path class=\"\(name)\" fill=\"\(hex(element.color))\" d=\""
        appendPathData(slots.frames[0], to: &body)
        body += "\""
        if !alphaMoves && alphas[0] < 1 {
            body += " opacity=\""
            NumberText.append(alphas[0], decimals: 4, to: &body)
            body += "\""
        }
        body += "/>\n"
        guard pathMoves || alphaMoves else { return }
        style += ".\(name){animation:\(name) "
        NumberText.append(timing.duration, decimals: 6, to: &style)
        style += "s linear infinite}\n@keyframes \(name){"
        for k in 0...frames {
            let frame = k % frames
            NumberText.append(Double(k) / Double(frames) * 100, decimals: 4, to: &style)
            style += "%{"
            if pathMoves {
                style += "d:path(\""
                appendPathData(slots.frames[frame], to: &style)
                style += "\");"
            }
            if alphaMoves {
                style += "opacity:"
                NumberText.append(alphas[frame], decimals: 4, to: &style)
                style += ";"
            }
            if k < frames && pathMoves && !slots.sameTopology(frame, (k + 1) % frames) {
                style += "animation-timing-function:steps(1,end);"
            }
            style += "}"
        }
        style += "}\n"
    }

    /// SVG path data of contours: lines where both tangents are zero, cubics otherwise; a closed
    /// contour ends with `Z`, an open one (a ring's centre arc) stops at its last vertex.
    static func appendPathData(_ contours: [BezierContour], to out: inout String) {
        for contour in contours {
            let n = contour.vertices.count
            guard n > 0 else { continue }
            out += "M"
            appendPoint(contour.vertices[0], to: &out)
            for j in 0..<(contour.isOpen ? n - 1 : n) {
                let from = j, to = (j + 1) % n
                let c1 = contour.outTangents[from], c2 = contour.inTangents[to]
                if c1 == .zero && c2 == .zero {
                    if to == 0 { break }
                    out += "L"
                } else {
                    out += "C"
                    appendPoint(contour.vertices[from] + c1, to: &out)
                    out += " "
                    appendPoint(contour.vertices[to] + c2, to: &out)
                    out += " "
                }
                appendPoint(contour.vertices[to], to: &out)
            }
            if !contour.isOpen { out += "Z" }
        }
    }

    private static func appendPoint(_ p: Point, to out: inout String) {
        NumberText.append(p.x, to: &out)
        out += " "
        NumberText.append(p.y, to: &out)
    }

    private static func hex(_ color: Color) -> String {
        let c = color.rgba8
        return String(format: "#%02x%02x%02x", c.red, c.green, c.blue)
    }

    /// Letters, digits, '-' and '_' kept, anything else '_'; a leading digit gets a letter.
    static func cssIdentifier(_ text: String) -> String {
        var result = String(
            text.unicodeScalars.map { scalar -> Character in
                let ok =
                    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                    || (scalar >= "0" && scalar <= "9") || scalar == "-" || scalar == "_"
                return ok ? Character(scalar) : "_"
            })
        if result.isEmpty || result.first!.isNumber || result.first == "-" { result = "x" + result }
        return result
    }

    private static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
