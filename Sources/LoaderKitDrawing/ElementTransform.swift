import Foundation
import Graphics
import LoaderKitCore

/// The map from an element's local shape coordinates (box units, origin at the element centre)
/// to device pixels: LoaderKit's `G · T(cx+tx, cy+ty) · P(d) · Rz · Ry · Rx · S(sx, sy)`, then
/// the box placement. Shape points have z = 0, so the chain is exactly one 3×3 projective matrix.
struct ElementTransform {
    /// The full map, local box units -> device pixels.
    let matrix: ProjectiveTransform

    /// Builds the map of `state` for a box at `box` (device pixels) with viewer distance
    /// `perspective` (box units).
    init(_ state: ElementState, box: Rect, perspective: Double) {
        self.init(state, group: Group(state, box: box).transform, perspective: perspective)
    }

    /// The group transform about the box centre followed by box units -> device pixels, which
    /// elements of one indicator usually share (so a caller can keep the last one).
    struct Group: Equatable {
        var scaleX, scaleY, rotate, translateX, translateY: Double
        var box: Rect

        init(_ state: ElementState, box: Rect) {
            scaleX = state.groupScaleX; scaleY = state.groupScaleY; rotate = state.groupRotate
            translateX = state.groupTranslateX; translateY = state.groupTranslateY
            self.box = box
        }

        /// Equal bit for bit (so that a kept transform is exactly the one that would be built).
        static func == (a: Group, b: Group) -> Bool {
            func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }
            return same(a.scaleX, b.scaleX) && same(a.scaleY, b.scaleY) && same(a.rotate, b.rotate)
                && same(a.translateX, b.translateX) && same(a.translateY, b.translateY)
                && same(a.box.minX, b.box.minX) && same(a.box.minY, b.box.minY)
                && same(a.box.width, b.box.width) && same(a.box.height, b.box.height)
        }

        var transform: Transform {
            Transform.translation(-0.5, -0.5)
                .concatenating(.scale(scaleX, scaleY))
                .concatenating(.rotation(rotate))
                .concatenating(.translation(0.5 + translateX, 0.5 + translateY))
                .concatenating(.scale(box.width, box.height))
                .concatenating(.translation(box.minX, box.minY))
        }
    }

    /// Builds the map of `state` with its `group` transform (see `Group`).
    init(_ state: ElementState, group: Transform, perspective: Double) {
        // cos(+0) = 1 and sin(+0) = +0 exactly, without the library calls.
        let unrotated = state.rotate.bitPattern == 0
        let cz = unrotated ? 1 : cos(state.rotate), sz = unrotated ? 0 : sin(state.rotate)
        var xx = state.scaleX, xy = 0.0, yx = 0.0, yy = state.scaleY
        var px = 0.0, py = 0.0
        if state.rotateX != 0 || state.rotateY != 0 {
            let cx = cos(state.rotateX), sx = sin(state.rotateX)
            let cy = cos(state.rotateY), sy = sin(state.rotateY)
            xx = state.scaleX * cy * cz
            xy = state.scaleY * (sx * sy * cz - cx * sz)
            yx = state.scaleX * cy * sz
            yy = state.scaleY * (sx * sy * sz + cx * cz)
            let zx = -state.scaleX * sy
            let zy = state.scaleY * sx * cy
            // x' = x·d/(d − z): the homogeneous weight is 1 − z/d.
            px = -zx / perspective
            py = -zy / perspective
        } else {
            xx = state.scaleX * cz
            xy = -state.scaleY * sz
            yx = state.scaleX * sz
            yy = state.scaleY * cz
        }
        // Translate to the element's place (box units): add (tx, ty)·w to the first two rows.
        let tx = state.cx + state.translateX, ty = state.cy + state.translateY
        let local = ProjectiveTransform(
            xx + tx * px, xy + tx * py, tx,
            yx + ty * px, yy + ty * py, ty,
            px, py, 1)
        matrix = local.concatenating(ProjectiveTransform(group))
    }

    /// The affine part when there is no perspective.
    var affine: Transform? { matrix.affine }
}
