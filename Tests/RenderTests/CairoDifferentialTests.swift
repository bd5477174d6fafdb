#if canImport(CCairo)
    import CCairo
    import Graphics
    import Render
    import XCTest

    /// The same fills and strokes drawn by this renderer and by cairo must agree to a PSNR of 40 dB.
    ///
    /// cairo's ARGB32 image format is premultiplied native-endian 0xAARRGGBB, the same as `Pixmap`.
    final class CairoDifferentialTests: XCTestCase {
        private static let size = 256

        /// Draws `list` (fills and strokes only) with cairo over white; returns the pixels.
        private func cairoPixels(_ list: DisplayList) -> [UInt32] {
            let size = Int32(Self.size)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_paint(cr)
            for command in list.commands {
                switch command {
                case .fill(let path, let paint, let rule, let transform):
                    cairo_save(cr)
                    apply(transform, cr)
                    append(path, cr)
                    setSource(paint, cr)
                    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                    cairo_fill(cr)
                    cairo_restore(cr)
                case .stroke(let path, let style, let paint, let transform):
                    cairo_save(cr)
                    apply(transform, cr)
                    append(path, cr)
                    setSource(paint, cr)
                    cairo_set_line_width(cr, style.width)
                    cairo_set_line_cap(
                        cr,
                        style.cap == .butt
                            ? CAIRO_LINE_CAP_BUTT : style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
                    cairo_set_line_join(
                        cr,
                        style.join == .miter
                            ? CAIRO_LINE_JOIN_MITER
                            : style.join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
                    cairo_set_miter_limit(cr, style.miterLimit)
                    cairo_stroke(cr)
                    cairo_restore(cr)
                default:
                    XCTFail("the differential scenes hold only fills and strokes")
                }
            }
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var pixels = [UInt32](repeating: 0, count: Self.size * Self.size)
            for y in 0..<Self.size {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<Self.size { pixels[y * Self.size + x] = row[x] }
            }
            return pixels
        }

        private func apply(_ t: Transform, _ cr: OpaquePointer) {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        }

        private func setSource(_ paint: Paint, _ cr: OpaquePointer) {
            guard let c = paint.solidColor else { return XCTFail("the differential scenes use solid paints") }
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        }

        private func append(_ path: Path, _ cr: OpaquePointer) {
            cairo_new_path(cr)
            var current = Point.zero
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
                case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
                case .quad(let c, let p):
                    let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
                case .cubic(let c1, let c2, let p):
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
                case .arc(let arc):
                    // An elliptic arc is the unit circle mapped by [axisX axisY center].
                    cairo_save(cr)
                    var matrix = cairo_matrix_t(
                        xx: arc.axisX.x, yx: arc.axisX.y, xy: arc.axisY.x, yy: arc.axisY.y,
                        x0: arc.center.x, y0: arc.center.y)
                    cairo_transform(cr, &matrix)
                    if arc.sweep >= 0 {
                        cairo_arc(cr, 0, 0, 1, arc.startAngle, arc.startAngle + arc.sweep)
                    } else {
                        cairo_arc_negative(cr, 0, 0, 1, arc.startAngle, arc.startAngle + arc.sweep)
                    }
                    cairo_restore(cr)
                    current = arc.endPoint
                case .close: cairo_close_path(cr)
                }
            }
        }

        /// Peak signal-to-noise ratio over all four channels, in dB.
        private func psnr(_ a: [UInt32], _ b: [UInt32]) -> Double {
            var squared = 0.0
            for (p, q) in zip(a, b) {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = Double(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    squared += d * d
                }
            }
            let mse = squared / Double(a.count * 4)
            return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
        }

        private func assertAgrees(
            _ list: DisplayList, _ name: String, file: StaticString = #filePath, line: UInt = #line
        ) {
            var pixmap = Pixmap(width: Self.size, height: Self.size)!
            pixmap.clear(.white)
            Renderer().render(list, into: &pixmap)
            let value = psnr(pixmap.pixels, cairoPixels(list))
            print("cairo differential \(name): PSNR \(String(format: "%.1f", value)) dB")
            XCTAssertGreaterThanOrEqual(value, 40, name, file: file, line: line)
        }

        private struct Sequence {
            var state: UInt64
            mutating func next(_ range: ClosedRange<Double>) -> Double {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return range.lowerBound + (range.upperBound - range.lowerBound) * Double(state >> 11) / Double(1 << 53)
            }
        }

        private func color(_ random: inout Sequence) -> Color {
            Color(
                red: random.next(0...1), green: random.next(0...1), blue: random.next(0...1),
                alpha: random.next(0.4...1))
        }

        func testFillsAgreeWithCairo() {
            var random = Sequence(state: 11)
            var list = DisplayList()
            for i in 0..<60 {
                let center = Point(random.next(10...246), random.next(10...246))
                switch i % 4 {
                case 0: list.fill(.circle(center: center, radius: random.next(1...30)), color: color(&random))
                case 1:
                    let rect = Rect(center: center, size: Size(random.next(4...60), random.next(4...40)))
                    list.fill(.roundedRect(rect, radius: random.next(0...10)), color: color(&random))
                case 2:
                    let s = random.next(6...50)
                    list.fill(
                        .polygon([center + Point(0, -s), center + Point(s, s * 0.7), center + Point(-s * 0.8, s)]),
                        color: color(&random))
                default:
                    list.fill(
                        pentagram(center: center, radius: random.next(8...30)), color: color(&random),
                        rule: i % 8 == 3 ? .evenOdd : .nonZero)
                }
            }
            list.fill(
                .ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10)), color: Color(hex: "#336699C0")!,
                transform: Transform.translation(128, 128).rotatedBy(0.6).scaledBy(4, 3))
            assertAgrees(list, "fills")
        }

        func testStrokesAgreeWithCairo() {
            var random = Sequence(state: 5)
            var list = DisplayList()
            let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
            for i in 0..<45 {
                let center = Point(random.next(20...236), random.next(20...236))
                let style = StrokeStyle(width: random.next(1...9), cap: caps[i % 3], join: joins[(i / 3) % 3])
                switch i % 3 {
                case 0:
                    list.stroke(
                        .arc(
                            center: center, radius: random.next(4...40), start: random.next(0...6),
                            sweep: random.next(-5...5)), style: style, color: color(&random))
                case 1:
                    var path = Path()
                    path.move(to: center)
                    for _ in 0..<4 { path.line(to: center + Point(random.next(-40...40), random.next(-40...40))) }
                    list.stroke(path, style: style, color: color(&random))
                default:
                    list.stroke(
                        .roundedRect(
                            Rect(center: center, size: Size(random.next(10...60), random.next(10...60))),
                            radius: random.next(0...8)), style: style, color: color(&random))
                }
            }
            list.stroke(
                .circle(center: Point(128, 128), radius: 60), style: StrokeStyle(width: 10),
                color: Color(hex: "#CC2200B0")!)
            assertAgrees(list, "strokes")
        }
    }
#endif
