import CCairo
import Graphics

/// Draws a display list's solid fills and strokes with cairo, the reference rasterizer the
/// `render` benchmark compares against (same scene, same pixels size, anti-aliased).
final class CairoReplay {
    let width: Int, height: Int
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        cairo_set_tolerance(context, 0.2)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Clears to `background` and draws every fill and stroke of `list`.
    func draw(_ list: DisplayList, background: Color) {
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        for command in list.commands {
            switch command {
            case .fill(let path, .solid(let color), let rule, let transform):
                addPath(path.transformed(by: transform))
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_fill(context)
            case .stroke(let path, let style, .solid(let color), let transform):
                addPath(path.transformed(by: transform))
                cairo_set_line_width(context, style.width * transform.maxScale)
                cairo_set_line_cap(
                    context,
                    style.cap == .round
                        ? CAIRO_LINE_CAP_ROUND : style.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_stroke(context)
            default:
                continue
            }
        }
        cairo_surface_flush(surface)
    }

    /// A pixel of the surface (for keeping the work observable).
    var firstPixel: UInt32 {
        cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    }

    private func addPath(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .quad(let c, let p):
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(context, &x0, &y0)
                cairo_curve_to(
                    context, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let arc):
                // Map the unit circle onto the arc's axes, draw, and restore the matrix.
                var saved = cairo_matrix_t()
                cairo_get_matrix(context, &saved)
                var axes = cairo_matrix_t(
                    xx: arc.axisX.x, yx: arc.axisX.y, xy: arc.axisY.x, yy: arc.axisY.y,
                    x0: arc.center.x, y0: arc.center.y)
                cairo_transform(context, &axes)
                if arc.sweep >= 0 {
                    cairo_arc(context, 0, 0, 1, arc.startAngle, arc.startAngle + arc.sweep)
                } else {
                    cairo_arc_negative(context, 0, 0, 1, arc.startAngle, arc.startAngle + arc.sweep)
                }
                cairo_set_matrix(context, &saved)
            case .close: cairo_close_path(context)
            }
        }
    }
}
