import Foundation

/// Whether the app should reduce motion; the app controls it, and the host initialises it from
/// the desktop (`org.gnome.desktop.interface enable-animations` through gsettings).
public struct MotionPreference: Hashable, Sendable {
    /// True when animations should be replaced by still frames.
    public var reduceMotion: Bool

    public init(reduceMotion: Bool) { self.reduceMotion = reduceMotion }

    /// Full motion (the default when the desktop's preference cannot be read).
    public static let standard = MotionPreference(reduceMotion: false)
    /// Reduced motion.
    public static let reduced = MotionPreference(reduceMotion: true)

    /// The preference for the desktop's `enable-animations` setting: reduced when it is false,
    /// standard when it is true or unknown (nil).
    public static func desktop(enableAnimations: Bool?) -> MotionPreference {
        enableAnimations == false ? .reduced : .standard
    }

    /// Parses the output of `gsettings get org.gnome.desktop.interface enable-animations`
    /// ("true" or "false", maybe with white space); nil for anything else.
    public static func parseGSettingsBoolean(_ output: String) -> Bool? {
        switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
