import Graphics
import UI

/// The look every gallery card shares: one colour, speed and indicator size.
package struct GalleryLook: Equatable, Sendable {
    /// The cards' colour; nil follows the theme's accent.
    package var color: Color?
    /// Speed of every card (1 = real time), within `StudioSettings.gallerySpeedRange`.
    package var speed = 1.0
    /// Side of every indicator in points, within `StudioSettings.gallerySizeRange`.
    package var size = GalleryLook.defaultSize

    /// The indicator side when the user has not chosen one, in points.
    package static let defaultSize = 64.0

    package init(color: Color? = nil, speed: Double = 1, size: Double = GalleryLook.defaultSize) {
        self.color = color
        self.speed = speed
        self.size = size
    }

    /// The look kept in `settings`.
    package init(_ settings: StudioSettings) {
        self.init(
            color: settings.galleryColor.flatMap { Color(hex: $0) }, speed: settings.gallerySpeed,
            size: settings.gallerySize)
    }

    /// Writes the look into `settings`.
    package func save(into settings: inout StudioSettings) {
        settings.galleryColor = color?.shortHexString
        settings.gallerySpeed = speed
        settings.gallerySize = size
    }
}
