import LoaderKitCore

/// A progress design's code on LoaderKit's twelve platforms, byte for byte as the playground's
/// progress panel writes it (`lib/progress.ts`): the value is always 0.4, a buffer 0.6, and the
/// code ends without a newline.
///
/// What is written, in every platform's list in the playground's order: the value (unless
/// indeterminate), the type (unless circular), the variant (unless the type's first), `smooth`
/// off (unless indeterminate), the buffer, the thickness (unless the pair's own), the segment
/// count (the resolved count, unless the pair's own), the label when on, the size (only for
/// types other than linear and border, unless 48) and the colour (alpha ignored), then the
/// design's child (a stop button or an "Upload" button).
///
/// The studio can set options the playground's panel cannot (`ProgressExtra`: track gap, stop
/// indicator, stroke cap, wave amplitude, wavelength and speed, sweep angle in degrees, corner
/// radius, speed, track and label colours). One that resolves differently from the pair's
/// default is written as given, right after the last option the playground writes in the same
/// list, before what the playground writes after its options (Android's buffer and value,
/// UIKit's content and sizing, XAML's content, C#'s child), in LoaderKit's spelling of each
/// platform (see `ProgressExtra`). A state the playground can express thus gives exactly its
/// bytes, and an extra never changes the shape of the code around it.
public struct ProgressSnippet: Sendable, Hashable, PlatformCode {
    /// The value every progress snippet shows.
    static let galleryValue = 0.4
    /// The buffer a snippet with a buffer shows.
    static let galleryBuffer = 0.6

    /// The resolved type (the playground's `c.type`).
    let type: ProgressType
    /// What the platforms write.
    let fields: ProgressFields
    /// What goes inside the indicator.
    let child: ProgressDesign.Child
    /// The size the indicator asks for with the written options, for the Web (TS) host's style.
    let intrinsic: ProgressIntrinsicSize

    /// The playground's state: the design's child, the tuned `options` (type and variant
    /// included; the design's own type and variant only matter through them), whether the
    /// value is indeterminate, whether it glides (`smooth`) and whether a buffer is shown.
    public init(design: ProgressDesign, options: ProgressOptions, indeterminate: Bool, smooth: Bool, buffer: Bool) {
        fields = ProgressFields(options: options, indeterminate: indeterminate, smooth: smooth, buffer: buffer)
        type = fields.resolvedType
        child = design.child
        var sizing = options
        sizing.size = nil
        sizing.color = nil
        sizing.trackColor = nil
        sizing.labelColor = nil
        intrinsic = ResolvedProgress(sizing).intrinsicSize
    }

    /// The code for `platform`, without a trailing newline (the playground's string).
    public func code(for platform: SnippetPlatform) -> String { platformCode(platform) }

    /// `segmented` → `Segmented`: the enum cases and attribute values of Kotlin and WinUI.
    static func pascal(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Every platform's code under a `// <title>` header, a blank line between platforms.
    public func allPlatforms() -> String {
        SnippetPlatform.allCases.map { "// \($0.title)\n" + code(for: $0) }.joined(separator: "\n\n")
    }
}

extension SnippetColor {
    /// The 8-bit channels of a progress colour (its alpha left out).
    init(_ color: ProgressColor) {
        func byte(_ c: Double) -> UInt8 { c.isFinite ? UInt8(max(0, min(255, (c * 255).rounded()))) : 0 }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }
}
