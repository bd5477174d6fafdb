import LoaderKitCore

/// The value of a layout or shape field by its schema name, and what LoaderKit uses when the
/// field is absent (LOADERKIT-SPEC 1.5 and 1.6), so a form shows the number in effect.
enum FormFieldValue {
    /// The field's value as written in `layout`; nil when absent.
    static func value(_ name: String, in layout: IndicatorSpec.Layout) -> Num? {
        switch layout {
        case .single(let size, let width, let height, let x, let y):
            return ["size": size, "width": width, "height": height, "x": x, "y": y][name] ?? nil
        case .stack(let count, let size, let width, let height, let x, let y):
            return ["count": count, "size": size, "width": width, "height": height, "x": x, "y": y][name] ?? nil
        case .row(let count, let gap, let itemWidth, let itemHeight):
            return ["count": count, "gap": gap, "itemWidth": itemWidth, "itemHeight": itemHeight][name] ?? nil
        case .grid(let columns, let rows, let gap):
            return ["columns": columns, "rows": rows, "gap": gap][name] ?? nil
        case .ring(let count, let itemSize, let itemWidth, let itemHeight, let startAngle, _):
            return [
                "count": count, "itemSize": itemSize, "itemWidth": itemWidth, "itemHeight": itemHeight,
                "startAngle": startAngle,
            ][name] ?? nil
        }
    }

    /// The field's value as written in `shape`; nil when absent.
    static func value(_ name: String, in shape: IndicatorSpec.Shape) -> Num? {
        switch shape {
        case .circle(let startAngle, let sweep): return ["startAngle": startAngle, "sweep": sweep][name] ?? nil
        case .rect(let cornerRadius): return name == "cornerRadius" ? cornerRadius : nil
        case .ring(let strokeWidth, let startAngle, let sweep, let segments):
            return ["strokeWidth": strokeWidth, "startAngle": startAngle, "sweep": sweep, "segments": segments][name]
                ?? nil
        case .triangle, .line: return nil
        }
    }

    /// `orient` of a ring layout (false when absent or not a ring).
    static func orient(of layout: IndicatorSpec.Layout) -> Bool {
        if case .ring(_, _, _, _, _, let orient) = layout { return orient }
        return false
    }

    /// The value LoaderKit uses for an absent field, when it is one number; nil when it
    /// depends on other fields (a width defaults to the size, a row's item width fills the box).
    static func absentDefault(_ name: String, kind: SchemaForms.Kind) -> Double? {
        switch (kind, name) {
        case (.layout, "size"): return 1
        case (.layout, "x"), (.layout, "y"): return 0.5
        case (.layout, "startAngle"): return 0
        case (.shape, "startAngle"): return -Double.pi / 2
        case (.shape, "sweep"): return 2 * Double.pi
        case (.shape, "cornerRadius"): return 0
        case (.shape, "segments"): return 1
        default: return nil
        }
    }
}
