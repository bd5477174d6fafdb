import Graphics

/// The 21 flat colours of the skeleton palette (the flatuicolors.com set plus `darkClouds`).
public enum SkeletonFlatColor: String, CaseIterable, Hashable, Sendable {
    case turquoise, greenSea, emerald, nephritis, peterRiver, belizeHole, amethyst, wisteria
    case wetAsphalt, midnightBlue, sunFlower, flatOrange, carrot, pumpkin, alizarin, pomegranate
    case clouds, darkClouds, silver, concrete, asbestos

    /// The colour as "#RRGGBB".
    public var hex: String {
        switch self {
        case .turquoise: "#1ABC9C"
        case .greenSea: "#16A085"
        case .emerald: "#2ECC71"
        case .nephritis: "#27AE60"
        case .peterRiver: "#3498DB"
        case .belizeHole: "#2980B9"
        case .amethyst: "#9B59B6"
        case .wisteria: "#8E44AD"
        case .wetAsphalt: "#34495E"
        case .midnightBlue: "#2C3E50"
        case .sunFlower: "#F1C40F"
        case .flatOrange: "#F39C12"
        case .carrot: "#E67E22"
        case .pumpkin: "#D35400"
        case .alizarin: "#E74C3C"
        case .pomegranate: "#C0392B"
        case .clouds: "#ECF0F1"
        case .darkClouds: "#1C2325"
        case .silver: "#BDC3C7"
        case .concrete: "#95A5A6"
        case .asbestos: "#7F8C8D"
        }
    }

    /// The colour.
    public var color: Color { Color(hex: hex)! }
}
