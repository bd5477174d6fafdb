import LoaderKitCore

/// The easings the Easing form and the lanes offer by name: LoaderKit's five names, then the
/// library of cubic-bezier curves designers know (sine, quad, cubic, quart, quint, expo, circ and
/// back, each in, out and in-out, from the published cubic approximations of Penner's
/// equations; back's y leaves [0, 1], as LoaderKit allows), then the user's presets.
enum EasingLibrary {
    /// LoaderKit's named easings, in the schema's order (linear, ease, easeIn, easeOut, easeInOut).
    static let named: [EasingPreset] = SchemaForms.loaderKit.easingNames.compactMap { name in
        IndicatorSpec.Easing(name: name).map { EasingPreset(name: name, easing: $0, origin: .named) }
    }

    /// The library's 24 curves: each family's in, out and in-out, family after family.
    static let curves: [EasingPreset] = families.flatMap { family, points in
        zip(["easeIn", "easeOut", "easeInOut"], points).map { direction, p in
            EasingPreset(
                name: direction + family, easing: .cubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3), origin: .library)
        }
    }

    /// The families and their in, out and in-out control points (x1, y1, x2, y2).
    private static let families: [(String, [(Double, Double, Double, Double)])] = [
        ("Sine", [(0.12, 0, 0.39, 0), (0.61, 1, 0.88, 1), (0.37, 0, 0.63, 1)]),
        ("Quad", [(0.11, 0, 0.5, 0), (0.5, 1, 0.89, 1), (0.45, 0, 0.55, 1)]),
        ("Cubic", [(0.32, 0, 0.67, 0), (0.33, 1, 0.68, 1), (0.65, 0, 0.35, 1)]),
        ("Quart", [(0.5, 0, 0.75, 0), (0.25, 1, 0.5, 1), (0.76, 0, 0.24, 1)]),
        ("Quint", [(0.64, 0, 0.78, 0), (0.22, 1, 0.36, 1), (0.83, 0, 0.17, 1)]),
        ("Expo", [(0.7, 0, 0.84, 0), (0.16, 1, 0.3, 1), (0.87, 0, 0.13, 1)]),
        ("Circ", [(0.55, 0, 1, 0.45), (0, 0.55, 0.45, 1), (0.85, 0, 0.15, 1)]),
        ("Back", [(0.36, 0, 0.66, -0.56), (0.34, 1.56, 0.64, 1), (0.68, -0.6, 0.32, 1.6)]),
    ]

    /// Every preset in the order they are offered: the names, the curves, then `user`'s.
    static func all(user: [UserEasingPreset]) -> [EasingPreset] { named + curves + user.map(\.preset) }

    /// The preset called `name`: a built-in one, else one of `user`'s; nil when none is.
    static func preset(named name: String, user: [UserEasingPreset] = []) -> EasingPreset? {
        builtIn(named: name) ?? user.first { $0.name == name }?.preset
    }

    /// The built-in preset (a name or a curve of the library) called `name`, nil when none is.
    static func builtIn(named name: String) -> EasingPreset? {
        named.first { $0.name == name } ?? curves.first { $0.name == name }
    }

    /// The first of `presets` whose easing is `easing` (a curve written with a library curve's
    /// numbers is that curve), nil when none is.
    static func match(_ easing: IndicatorSpec.Easing, in presets: [EasingPreset]) -> EasingPreset? {
        presets.first { $0.easing == easing }
    }
}
