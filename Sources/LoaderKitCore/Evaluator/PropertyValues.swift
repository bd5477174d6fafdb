/// The 11 element properties' current values, stored inline (no heap allocation per element).
struct PropertyValues {
    var scale = 1.0, scaleX = 1.0, scaleY = 1.0, opacity = 1.0, rotate = 0.0, rotateX = 0.0, rotateY = 0.0
    var translateX = 0.0, translateY = 0.0, strokeStart = 0.0, strokeEnd = 1.0

    subscript(property: Property) -> Double {
        get {
            switch property {
            case .scale: return scale
            case .scaleX: return scaleX
            case .scaleY: return scaleY
            case .opacity: return opacity
            case .rotate: return rotate
            case .rotateX: return rotateX
            case .rotateY: return rotateY
            case .translateX: return translateX
            case .translateY: return translateY
            case .strokeStart: return strokeStart
            case .strokeEnd: return strokeEnd
            }
        }
        set {
            switch property {
            case .scale: scale = newValue
            case .scaleX: scaleX = newValue
            case .scaleY: scaleY = newValue
            case .opacity: opacity = newValue
            case .rotate: rotate = newValue
            case .rotateX: rotateX = newValue
            case .rotateY: rotateY = newValue
            case .translateX: translateX = newValue
            case .translateY: translateY = newValue
            case .strokeStart: strokeStart = newValue
            case .strokeEnd: strokeEnd = newValue
            }
        }
    }
}
