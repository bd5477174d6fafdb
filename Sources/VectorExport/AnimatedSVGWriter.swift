import Foundation
import Graphics

/// Writes a `BakedAnimation` as one self-contained SVG animated by CSS keyframes (no script):
/// one `<path>` per element in drawing order, its `d` and `opacity` keyed at every frame,
/// looping one cycle. Keyframes interpolate linearly (a step where the outline's vertex count
/// changes), so at time k / fps the file shows exactly the baked frame k.
public enum AnimatedSVGWriter {
    /// The SVG text of `animation`. `classPrefix` names its CSS classes and keyframes
    /// (`PREFIX-eN`), so several exports can share one HTML page.
    public static func svg(_ animation: BakedAnimation, classPrefix: String = "lk") -> String {
        let prefix = cssIdentifier(classPrefix)
        let size = animation.size
        let frames = animation.timing.frameCount
        var style = ""
        var body = ""
        for element in animation.elements {
            guard let slots = ContourSlots(element) else { continue }
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
            guard pathMoves || alphaMoves else { continue }
            style += ".\(name){animation:\(name) "
            NumberText.append(animation.timing.duration, decimals: 6, to: &style)
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
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\">\n"
        out += "<title>"
        out += escapeXML(animation.name)
        out += "</title>\n"
        if !style.isEmpty { out += "<style>\n" + style + "</style>\n" }
        out += body
        out += "</svg>\n"
        return out
    }

    /// SVG path data of closed contours: lines where both tangents are zero, cubics otherwise.
    static func appendPathData(_ contours: [BezierContour], to out: inout String) {
        for contour in contours {
            let n = contour.vertices.count
            guard n > 0 else { continue }
            out += "M"
            appendPoint(contour.vertices[0], to: &out)
            for j in 0..<n {
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
            out += "Z"
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
        var result = String(text.unicodeScalars.map { scalar -> Character in
            let ok = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
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
