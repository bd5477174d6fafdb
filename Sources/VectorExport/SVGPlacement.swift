import Foundation

/// One affine placement of the animated SVG, in canvas pixels:
/// `translate(x, y) · rotate(degrees) · scale(scaleX, scaleY) · translate(−pivot, −pivot)`.
/// An element's own transform has pivot 0; the group transform turns and scales about the box
/// centre (pivot = half the canvas).
struct SVGPlacement: Equatable {
    /// Translation in pixels.
    var x: Double
    var y: Double
    /// Clockwise rotation in degrees (y points down).
    var degrees: Double
    var scaleX: Double
    var scaleY: Double
    /// Pixels the shape is moved by before it is turned and scaled (both axes).
    var pivot = 0.0

    /// Whether the placement moves nothing.
    var isIdentity: Bool {
        x == pivot && y == pivot && degrees.truncatingRemainder(dividingBy: 360) == 0 && scaleX == 1 && scaleY == 1
    }

    /// The numbers a keyframe writes, and half the step each is written with (see `append`).
    var components: [Double] { [x, y, degrees, scaleX, scaleY] }
    static let componentTolerance = [0.0005, 0.0005, 0.00005, 0.000005, 0.000005]

    /// Which of `placements` a linearly interpolating player needs (see `LinearKeyframes`).
    static func kept(_ placements: [SVGPlacement]) -> [Bool] {
        LinearKeyframes.kept(placements.map(\.components), tolerance: componentTolerance)
    }

    /// Which functions a transform list writes; every keyframe of one animation writes the same
    /// list, so browsers interpolate each function's arguments (not a decomposed matrix).
    struct Functions: Equatable {
        var rotate: Bool
        var scale: Bool

        /// The functions any of `placements` needs.
        init(_ placements: [SVGPlacement]) {
            rotate = placements.contains { $0.degrees != 0 }
            scale = placements.contains { $0.scaleX != 1 || $0.scaleY != 1 }
        }
    }

    /// The placement as a CSS `transform` value (lengths in `px`, angles in `deg`).
    func appendCSS(_ functions: Functions, to out: inout String) {
        append(functions, css: true, to: &out)
    }

    /// The placement as an SVG `transform` attribute value (user units and degrees).
    func appendAttribute(to out: inout String) {
        append(Functions([self]), css: false, to: &out)
    }

    private func append(_ functions: Functions, css: Bool, to out: inout String) {
        let unit = css ? "px" : "", comma = css ? "," : " "
        out += "translate("
        NumberText.append(x, to: &out)
        out += unit + comma
        NumberText.append(y, to: &out)
        out += unit + ")"
        if functions.rotate {
            out += " rotate("
            NumberText.append(degrees, decimals: 4, to: &out)
            out += css ? "deg)" : ")"
        }
        if functions.scale {
            out += " scale("
            NumberText.append(scaleX, decimals: 5, to: &out)
            out += comma
            NumberText.append(scaleY, decimals: 5, to: &out)
            out += ")"
        }
        if pivot != 0 {
            out += " translate("
            NumberText.append(-pivot, to: &out)
            out += unit + comma
            NumberText.append(-pivot, to: &out)
            out += unit + ")"
        }
    }

    /// `placements` with each angle moved by whole turns to within half a turn of the one before,
    /// so that interpolating between neighbouring keyframes turns the short way (a spin of one
    /// turn per cycle keys 0° ... 354° and then 360°, not back to 0°).
    static func unwrapped(_ placements: [SVGPlacement]) -> [SVGPlacement] {
        var result = placements
        for k in result.indices.dropFirst() {
            let previous = result[k - 1].degrees, angle = result[k].degrees
            guard previous.isFinite, angle.isFinite else { continue }
            result[k].degrees = angle + 360 * ((previous - angle) / 360).rounded()
        }
        return result
    }
}
