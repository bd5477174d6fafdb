import LoaderKitCore

/// The reference's JSON form of the draw commands (§2.1/§2.2 of PROGRESS.md).
extension ProgressCommand {
    var json: JV {
        switch self {
        case let .line(x0, y0, x1, y1, width, cap, paint):
            return .object([
                ("op", .string("line")), ("x0", .number(x0)), ("y0", .number(y0)), ("x1", .number(x1)),
                ("y1", .number(y1)), ("lineWidth", .number(width)), ("cap", .string(cap.rawValue)),
                ("paint", paint.json),
            ])
        case let .arc(cx, cy, r, start, end, width, cap, paint):
            return .object([
                ("op", .string("arc")), ("cx", .number(cx)), ("cy", .number(cy)), ("r", .number(r)),
                ("start", .number(start)), ("end", .number(end)), ("lineWidth", .number(width)),
                ("cap", .string(cap.rawValue)), ("paint", paint.json),
            ])
        case let .polyline(points, closed, width, cap, paint):
            return .object([
                ("op", .string("polyline")), ("points", .numbers(points)), ("closed", .bool(closed)),
                ("lineWidth", .number(width)), ("cap", .string(cap.rawValue)), ("paint", paint.json),
            ])
        case let .circle(cx, cy, r, paint):
            return .object([
                ("op", .string("circle")), ("cx", .number(cx)), ("cy", .number(cy)), ("r", .number(r)),
                ("paint", paint.json),
            ])
        case let .rect(x, y, width, height, radius, paint):
            return .object([
                ("op", .string("rect")), ("x", .number(x)), ("y", .number(y)), ("width", .number(width)),
                ("height", .number(height)), ("radius", .number(radius)), ("paint", paint.json),
            ])
        case let .strokeRect(x, y, width, height, radius, lineWidth, paint):
            return .object([
                ("op", .string("strokeRect")), ("x", .number(x)), ("y", .number(y)), ("width", .number(width)),
                ("height", .number(height)), ("radius", .number(radius)), ("lineWidth", .number(lineWidth)),
                ("paint", paint.json),
            ])
        case let .polygon(points, paint):
            return .object([("op", .string("polygon")), ("points", .numbers(points)), ("paint", paint.json)])
        case let .sector(cx, cy, r, start, end, paint):
            return .object([
                ("op", .string("sector")), ("cx", .number(cx)), ("cy", .number(cy)), ("r", .number(r)),
                ("start", .number(start)), ("end", .number(end)), ("paint", paint.json),
            ])
        case let .text(x, y, size, text, alignRight, paint):
            return .object([
                ("op", .string("text")), ("x", .number(x)), ("y", .number(y)), ("size", .number(size)),
                ("text", .string(text)), ("align", .string(alignRight ? "right" : "center")), ("paint", paint.json),
            ])
        case let .clip(shape, commands):
            return .object([("op", .string("clip")), ("shape", shape.json), ("commands", .array(commands.map(\.json)))])
        }
    }
}

extension ProgressPaint {
    var json: JV {
        switch self {
        case let .solid(role, alpha):
            return .object([("type", .string("solid")), ("color", .string(role.rawValue)), ("alpha", .number(alpha))])
        case let .linear(x0, y0, x1, y1, stops):
            return .object([
                ("type", .string("linear")), ("x0", .number(x0)), ("y0", .number(y0)), ("x1", .number(x1)),
                ("y1", .number(y1)), ("stops", stops.json),
            ])
        case let .radial(cx, cy, r, stops):
            return .object([
                ("type", .string("radial")), ("cx", .number(cx)), ("cy", .number(cy)), ("r", .number(r)),
                ("stops", stops.json),
            ])
        case let .conic(cx, cy, start, stops):
            return .object([
                ("type", .string("conic")), ("cx", .number(cx)), ("cy", .number(cy)), ("start", .number(start)),
                ("stops", stops.json),
            ])
        }
    }
}

extension Array where Element == ProgressColorStop {
    var json: JV {
        .array(
            map {
                .object([
                    ("offset", .number($0.offset)), ("color", .string($0.color.rawValue)), ("alpha", .number($0.alpha)),
                ])
            })
    }
}

extension ProgressClipShape {
    var json: JV {
        switch self {
        case let .rect(x, y, width, height, radius):
            return .object([
                ("type", .string("rect")), ("x", .number(x)), ("y", .number(y)), ("width", .number(width)),
                ("height", .number(height)), ("radius", .number(radius)),
            ])
        case let .circle(cx, cy, r):
            return .object([("type", .string("circle")), ("cx", .number(cx)), ("cy", .number(cy)), ("r", .number(r))])
        case let .polygon(points):
            return .object([("type", .string("polygon")), ("points", .numbers(points))])
        }
    }
}
