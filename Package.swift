// swift-tools-version:6.0
import PackageDescription

/// LoaderStudio: a Linux studio for LoaderKit indicators, and `LoaderKitCore`, the spec engine.
///
/// Layers (see ARCHITECTURE.md, whose "Allowed imports" table `scripts/check-imports.py` checks
/// the dependencies below and every `import` against): `LoaderKitCore` and `Graphics` depend on
/// Foundation only, `Render` on `Graphics`, the toolkit `UI` on `Graphics` (and `ControlProtocol`);
/// `LoaderKitUI` puts LoaderKit's views on the toolkit; `StudioCommandLine` (the window's options,
/// the modes, the skeleton looks, the themes and the scale range) depends on Foundation only and
/// is seen by the studio and the command line; `ImageExport` writes PNG with its own encoder on
/// zlib (`Compression`) and GIF with giflib; the command line (`LoaderStudioCLI`) reaches neither
/// SDL nor `UI`; the executables wire them together. Support targets (the fuzz targets, the X
/// session, the test helpers, the benchmark, fuzz and fault executables) live under `Support/`;
/// no product target depends on one (`scripts/check-layout.py`, run by `make test`, checks it).
/// Links the Swift runtime and Foundation into an executable: the static libraries, which the
/// modules' own link entries (made for the shared ones) do not name, in one group.
let staticRuntimeFlags =
    ["-static-stdlib", "-Xlinker", "--start-group"]
    + [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation", "_FoundationICU",
        "_FoundationCShims", "_FoundationCollections", "swiftDispatch", "dispatch", "BlocksRuntime",
    ].flatMap { ["-Xlinker", "-l\($0)"] } + ["-Xlinker", "--end-group", "-Xlinker", "-lstdc++"]

let package = Package(
    name: "LoaderStudio",
    products: [
        .library(name: "LoaderKitCore", targets: ["LoaderKitCore"]),
        .executable(name: "loader-studio", targets: ["loader-studio"]),
        .executable(name: "loader-studio-window", targets: ["loader-studio-window"]),
        .executable(name: "loader-bench", targets: ["loader-bench"]),
    ],
    targets: [
        .target(name: "LoaderKitCore"),
        .target(name: "SpecLanguage", dependencies: ["LoaderKitCore", "Localization"]),
        .target(name: "SpecWorkspace", dependencies: ["SpecLanguage", "LoaderKitCore", "Localization"]),
        .target(
            name: "LanguageServer",
            dependencies: [
                "LoaderKitCore", "SpecLanguage", "SpecWorkspace", "ArtworkAccessibility", "Graphics", "Localization",
            ]),
        .target(name: "Graphics"),
        .target(name: "Render", dependencies: ["Graphics"]),
        .target(name: "LoaderKitDrawing", dependencies: ["LoaderKitCore", "Graphics"]),
        .target(name: "ControlProtocol"),
        .target(name: "StudioInspection", dependencies: ["ControlProtocol"]),
        .testTarget(name: "ControlProtocolTests", dependencies: ["ControlProtocol"]),
        .target(name: "UI", dependencies: ["Graphics", "ControlProtocol"]),
        .target(name: "VectorExport", dependencies: ["LoaderKitCore", "LoaderKitDrawing", "Graphics"]),
        .target(name: "Export", dependencies: ["Graphics", "LoaderKitCore", "LoaderKitDrawing", "Render"]),
        .target(name: "LoaderKitUI", dependencies: ["UI", "Graphics", "LoaderKitCore", "LoaderKitDrawing"]),
        .target(name: "SpecFiles"),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "Compression", dependencies: ["CZlib"]),
        .target(name: "Handoff", dependencies: ["LoaderKitCore", "Compression"]),
        .target(name: "StudioCommandLine"),
        .target(name: "Localization"),
        .target(name: "LoadingLifecycle"),
        .target(
            name: "ArtworkAccessibility",
            dependencies: ["Graphics", "LoaderKitCore", "LoaderKitDrawing", "Render", "Export"]),
        .testTarget(
            name: "ArtworkAccessibilityTests",
            dependencies: ["ArtworkAccessibility", "Graphics", "LoaderKitCore", "Render", "Export"]),
        .target(
            name: "Studio",
            dependencies: [
                "UI", "LoaderKitUI", "LoaderKitCore", "LoaderKitDrawing", "Graphics", "SpecFiles", "SpecLanguage",
                "StudioCommandLine", "Handoff", "VectorExport", "ControlProtocol", "StudioInspection", "Export",
                "ImageExport", "Render", "SpecWorkspace", "Localization", "LoadingLifecycle", "ArtworkAccessibility",
            ]),
        .target(
            name: "SDLHost", dependencies: ["CSDL2", "CX11", "UI", "Graphics", "LoaderKitCore", "StudioCommandLine"]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "DesktopPortal", dependencies: ["CDBus"]),
        .target(name: "SingleInstance"),
        .testTarget(name: "SingleInstanceTests", dependencies: ["SingleInstance", "TestSupport"]),
        .testTarget(name: "DesktopPortalTests", dependencies: ["DesktopPortal"]),
        .target(
            name: "LoaderStudioCLI",
            dependencies: [
                "LoaderKitCore", "LoaderKitDrawing", "Graphics", "Render", "ImageExport", "SpecFiles", "SpecLanguage",
                "StudioCommandLine", "Handoff", "VectorExport", "Export", "LanguageServer", "SpecWorkspace",
                "ArtworkAccessibility",
            ]),
        // The command line: no window, audio or font library, and the Swift runtime linked in, so
        // that a command starts in a few milliseconds; it `exec`s loader-studio-window for a window.
        .executableTarget(
            name: "loader-studio", dependencies: ["LoaderStudioCLI"],
            linkerSettings: [.unsafeFlags(staticRuntimeFlags)]),
        .executableTarget(
            name: "loader-studio-window",
            dependencies: [
                "LoaderStudioCLI", "StudioCommandLine", "Studio", "SDLHost", "UI", "LoaderKitUI", "Render",
                "ImageExport", "Graphics", "LoaderKitCore", "DesktopPortal", "ControlProtocol", "SingleInstance",
                "Localization",
            ]
        ),
        .executableTarget(
            name: "loader-bench",
            dependencies: [
                "Export", "LoaderKitCore", "LoaderKitDrawing", "LoaderStudioCLI", "Graphics", "Render", "CCairo",
                "CSDL2", "UI",
                "LoaderKitUI", "SDLHost", "Studio", "StudioCommandLine", "Hardening", "XSession", "SpecLanguage",
                "VectorExport", "ControlProtocol", "StudioInspection", "LanguageServer", "LoadingLifecycle",
                "ArtworkAccessibility",
            ],
            path: "Support/loader-bench"
        ),
        .target(
            name: "Hardening",
            dependencies: [
                "Export",
                "LoaderKitCore", "LoaderKitDrawing", "Graphics", "Render", "LoaderStudioCLI", "StudioCommandLine",
                "Studio", "UI", "SpecLanguage", "Handoff", "Compression", "LanguageServer",
            ],
            path: "Support/Hardening"),
        .executableTarget(name: "loader-fuzz", dependencies: ["Hardening"], path: "Support/loader-fuzz"),
        // Test support: writes through the studio's own code until killed (the fault suite).
        .executableTarget(name: "loader-faults", dependencies: ["Studio", "SpecFiles"], path: "Support/loader-faults"),
        .testTarget(name: "HardeningTests", dependencies: ["Hardening", "LoaderStudioCLI", "TestSupport"]),
        .testTarget(name: "LoaderKitCoreTests", dependencies: ["LoaderKitCore", "TestSupport"]),
        .testTarget(name: "SpecLanguageTests", dependencies: ["SpecLanguage", "LoaderKitCore", "Localization"]),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "SpecWorkspace", "SpecLanguage", "LoaderKitCore"]),
        .testTarget(name: "ProgressTests", dependencies: ["LoaderKitCore"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "LoadingLifecycleTests", dependencies: ["LoadingLifecycle"]),
        .testTarget(name: "CompressionTests", dependencies: ["Compression"]),
        .testTarget(
            name: "HandoffTests",
            dependencies: ["Handoff", "LoaderKitCore", "Compression", "LoaderStudioCLI", "TestSupport"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["LoaderStudioCLI", "StudioCommandLine", "ImageExport", "LoaderKitDrawing", "TestSupport"]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(name: "ImageExport", dependencies: ["Compression", "CGIF"]),
        .testTarget(name: "ImageExportTests", dependencies: ["ImageExport", "Compression", "TestSupport"]),
        .systemLibrary(name: "CCairo", path: "Support/CCairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "TestSupport", dependencies: ["ImageExport", "Localization"], path: "Support/TestSupport"),
        .testTarget(
            name: "DrawingTests",
            dependencies: [
                "Export",
                "LoaderKitDrawing", "LoaderKitCore", "Graphics", "LoaderStudioCLI", "Render", "ImageExport",
                "TestSupport",
            ]),
        .target(name: "UITestSupport", dependencies: ["UI", "Graphics", "Render"], path: "Support/UITestSupport"),
        .testTarget(
            name: "UITests", dependencies: ["UI", "Graphics", "Render", "UITestSupport", "TestSupport", "ImageExport"]),
        .testTarget(
            name: "LoaderKitUITests",
            dependencies: [
                "LoaderKitUI", "UI", "Graphics", "Render", "LoaderKitCore", "LoaderKitDrawing", "UITestSupport",
                "TestSupport",
            ]),
        .testTarget(
            name: "StudioTests",
            dependencies: [
                "Studio", "Handoff", "StudioCommandLine", "UI", "LoaderKitUI", "Graphics", "LoaderKitDrawing", "Render",
                "LoaderKitCore", "ImageExport", "TestSupport", "Hardening", "StudioInspection", "ControlProtocol",
                "SpecLanguage", "SpecFiles", "UITestSupport", "Localization", "SDLHost", "LoadingLifecycle",
                "ArtworkAccessibility",
            ]),
        .testTarget(
            name: "VectorExportTests",
            dependencies: [
                "Export",
                "VectorExport", "LoaderKitCore", "LoaderKitDrawing", "Graphics", "Render", "LoaderStudioCLI",
                "ImageExport", "TestSupport",
            ],
            exclude: ["Players"]),
        .testTarget(name: "RenderTests", dependencies: ["Graphics", "Render", "CCairo"]),
        .target(name: "XSession", dependencies: ["ControlProtocol"], path: "Support/XSession"),
        .testTarget(
            name: "JourneyTests",
            dependencies: [
                "ImageExport", "TestSupport", "XSession", "CX11", "ControlProtocol", "StudioInspection",
                "LoaderKitCore", "Localization", "Studio", "UI",
            ]),
        .testTarget(
            name: "SDLHostTests", dependencies: ["SDLHost", "UI", "LoaderKitUI", "Graphics", "CSDL2", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Each file imports every module whose names it uses (members of extensions included), so a
// target's imports, and with them its dependency list above, say what it really uses.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

// The view tree's walks read a dozen class properties per view per frame; each read checked for
// exclusive access at run time cost a twenty-fifth of the Gallery's frame time. Release builds of
// the toolkit check exclusivity when compiling only; debug builds (the tests) keep the run-time
// checks, so a conflicting access still fails there.
for target in package.targets where target.name == "UI" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
        ]
}
