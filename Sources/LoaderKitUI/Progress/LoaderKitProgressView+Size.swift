import Graphics
import LoaderKitCore
import UI

/// Sizes from `ResolvedProgress` (PROGRESS.md §3.3): square types `size` × `size`, bars 4:3,
/// battery 2:1, a linear bar its intrinsic height at whatever width it is given, and a border
/// its content plus the content inset on each side.
extension LoaderKitProgressView {
    /// The width a linear bar asks for when nothing proposes one (the reference box).
    static let linearPreferredWidth = 240.0
    /// The box of a border without content (the reference's plain example).
    public static let borderPreferredSize = Size(160, 56)

    /// The size for a proposal (the overrides in the class call it).
    func progressSize(fitting proposed: Size) -> Size {
        let preferred = resolved.preferredSize
        switch resolved.type {
        case .linear:
            let width = proposed.width.isFinite ? proposed.width : Self.linearPreferredWidth
            return Size(width, preferred.height ?? resolved.linearHeight)
        case .border:
            guard let contentView else { return Self.borderPreferredSize }
            let inset = 2 * resolved.contentInset
            let inner = contentView.sizeThatFits(Size(proposed.width - inset, proposed.height - inset))
            return Size(inner.width + inset, inner.height + inset)
        default:
            return Size(preferred.width ?? ProgressDefaults.size, preferred.height ?? ProgressDefaults.size)
        }
    }
}
