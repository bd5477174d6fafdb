import Foundation
import Graphics

/// Writes a `BakedAnimation` as a Lottie (Bodymovin 5.7) JSON file: one shape layer per element
/// (element 0 at the bottom), each a group of path shapes with a path keyframe at every frame,
/// one nonzero fill whose opacity is keyed per frame, and the loop closed by a last keyframe at
/// `op` equal to frame 0. Keyframes interpolate linearly (hold only where the outline's vertex
/// count changes), so frame k shows exactly the baked frame k.
enum LottieWriter {
    /// The Bodymovin version written in `v`.
    static let formatVersion = "5.7.0"

    /// The JSON text of `animation`; elements with an entry in `analytic` are written as those
    /// keyframed layers instead of their baked outlines.
    static func json(_ animation: BakedAnimation, analytic: [Int: LottieAnalyticLayer] = [:]) -> String {
        let frames = animation.timing.frameCount
        var out = "{\"v\":\"\(formatVersion)\",\"fr\":"
        NumberText.append(animation.timing.frameRate, decimals: 5, to: &out)
        out += ",\"ip\":0,\"op\":\(frames),\"w\":\(animation.size),\"h\":\(animation.size),\"nm\":"
        appendString(animation.name, to: &out)
        out += ",\"ddd\":0,\"assets\":[],\"layers\":["
        var layerNumber = 0
        for element in animation.elements.reversed() {
            if let layer = analytic[element.index] {
                layerNumber += 1
                if layerNumber > 1 { out += "," }
                out += "{\"ddd\":0,\"ind\":\(layerNumber),\"ty\":4,\"nm\":\"element \(element.index)\",\"sr\":1,\"ks\":"
                out += identityTransform + ",\"ao\":0,\"shapes\":" + layer.shapesJSON
                out += ",\"ip\":0,\"op\":\(frames),\"st\":0,\"bm\":0}"
                continue
            }
            guard let slots = ContourSlots(element) else { continue }
            layerNumber += 1
            if layerNumber > 1 { out += "," }
            appendLayer(element, slots: slots, number: layerNumber, frames: frames, to: &out)
        }
        out += "]}"
        return out
    }

    private static let identityTransform =
        "{\"o\":{\"a\":0,\"k\":100},\"r\":{\"a\":0,\"k\":0},\"p\":{\"a\":0,\"k\":[0,0,0]},"
        + "\"a\":{\"a\":0,\"k\":[0,0,0]},\"s\":{\"a\":0,\"k\":[100,100,100]}}"

    private static func appendLayer(
        _ element: BakedAnimation.Element, slots: ContourSlots, number: Int, frames: Int,
        to out: inout String
    ) {
        out += "{\"ddd\":0,\"ind\":\(number),\"ty\":4,\"nm\":\"element \(element.index)\",\"sr\":1,\"ks\":{"
        out += "\"o\":{\"a\":0,\"k\":100},\"r\":{\"a\":0,\"k\":0},\"p\":{\"a\":0,\"k\":[0,0,0]},"
        out +=
            "\"a\":{\"a\":0,\"k\":[0,0,0]},\"s\":{\"a\":0,\"k\":[100,100,100]}},\"ao\":0,\"shapes\":[{\"ty\":\"gr\",\"nm\":\"outline\",\"it\":["
        let isStatic = slots.isStatic
        for slot in 0..<slots.slotCount {
            out += "{\"ty\":\"sh\",\"nm\":\"contour \(slot)\",\"ks\":"
            if isStatic {
                out += "{\"a\":0,\"k\":"
                appendContour(slots.frames[0][slot], to: &out)
                out += "}},"
                continue
            }
            out += "{\"a\":1,\"k\":["
            for k in 0...frames {
                let frame = k % frames
                if k > 0 { out += "," }
                out += "{\"t\":\(k),\"s\":["
                appendContour(slots.frames[frame][slot], to: &out)
                out += "]"
                if k < frames {
                    out +=
                        slots.sameTopology(frame, (k + 1) % frames)
                        ? ",\"i\":{\"x\":1,\"y\":1},\"o\":{\"x\":0,\"y\":0}" : ",\"h\":1"
                }
                out += "}"
            }
            out += "]}},"
        }
        let color = element.color
        out += "{\"ty\":\"fl\",\"nm\":\"colour\",\"c\":{\"a\":0,\"k\":["
        for (i, channel) in [color.red, color.green, color.blue].enumerated() {
            NumberText.append(channel, decimals: 5, to: &out)
            if i < 2 { out += "," }
        }
        out += ",1]},\"o\":"
        let alphas = element.frames.map { ($0.contours.isEmpty ? 0 : $0.alpha) * 100 }
        if alphas.allSatisfy({ $0 == alphas[0] }) {
            out += "{\"a\":0,\"k\":"
            NumberText.append(alphas[0], to: &out)
            out += "}"
        } else {
            out += "{\"a\":1,\"k\":["
            for k in 0...frames {
                if k > 0 { out += "," }
                out += "{\"t\":\(k),\"s\":["
                NumberText.append(alphas[k % frames], to: &out)
                out += "]"
                if k < frames { out += ",\"i\":{\"x\":[1],\"y\":[1]},\"o\":{\"x\":[0],\"y\":[0]}" }
                out += "}"
            }
            out += "]}"
        }
        out += ",\"r\":1},{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[0,0]},\"a\":{\"a\":0,\"k\":[0,0]},"
        out += "\"s\":{\"a\":0,\"k\":[100,100]},\"r\":{\"a\":0,\"k\":0},\"o\":{\"a\":0,\"k\":100}}]}],"
        out += "\"ip\":0,\"op\":\(frames),\"st\":0,\"bm\":0}"
    }

    /// The Lottie path value of one contour.
    static func contourJSON(_ contour: BezierContour) -> String {
        var out = ""
        appendContour(contour, to: &out)
        return out
    }

    private static func appendContour(_ contour: BezierContour, to out: inout String) {
        out += contour.isOpen ? "{\"c\":false,\"v\":" : "{\"c\":true,\"v\":"
        appendPoints(contour.vertices, to: &out)
        out += ",\"i\":"
        appendPoints(contour.inTangents, to: &out)
        out += ",\"o\":"
        appendPoints(contour.outTangents, to: &out)
        out += "}"
    }

    private static func appendPoints(_ points: [Point], to out: inout String) {
        out += "["
        for (i, p) in points.enumerated() {
            if i > 0 { out += "," }
            out += "["
            NumberText.append(p.x, to: &out)
            out += ","
            NumberText.append(p.y, to: &out)
            out += "]"
        }
        out += "]"
    }

    /// A JSON string literal.
    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
