// swift-tools-version:6.0
import PackageDescription

/// LoaderStudio: a Linux studio for LoaderKit indicators, and `LoaderKitCore`, the spec engine.
///
/// Layers (see ARCHITECTURE.md): `LoaderKitCore` and `Graphics` depend on Foundation only,
/// `Render` on `Graphics`; the executables wire them together.
let package = Package(
    name: "LoaderStudio",
    products: [
        .library(name: "LoaderKitCore", targets: ["LoaderKitCore"]),
        .executable(name: "loader-studio", targets: ["loader-studio"]),
        .executable(name: "loader-bench", targets: ["loader-bench"]),
    ],
    targets: [
        .target(name: "LoaderKitCore"),
        .target(name: "Graphics"),
        .target(name: "Render", dependencies: ["Graphics"]),
        .target(name: "LoaderKitDrawing", dependencies: ["LoaderKitCore", "Graphics"]),
        .target(name: "UI", dependencies: ["Graphics", "LoaderKitCore", "LoaderKitDrawing"]),
        .target(name: "SpecFiles"),
        .target(name: "Studio", dependencies: ["UI", "LoaderKitCore", "LoaderKitDrawing", "Graphics", "SpecFiles"]),
        .target(name: "SDLHost", dependencies: ["CSDL2", "CX11", "UI", "Graphics", "LoaderKitCore"]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "DesktopPortal", dependencies: ["CDBus"]),
        .testTarget(name: "DesktopPortalTests", dependencies: ["DesktopPortal"]),
        .target(name: "LoaderStudioCLI", dependencies: ["LoaderKitCore", "LoaderKitDrawing", "Render", "ImageExport", "SpecFiles"]),
        .executableTarget(
            name: "loader-studio",
            dependencies: ["LoaderStudioCLI", "Studio", "SDLHost", "UI", "Render", "ImageExport", "Graphics", "LoaderKitCore"]
        ),
        .executableTarget(
            name: "loader-bench",
            dependencies: ["LoaderKitCore", "LoaderKitDrawing", "LoaderStudioCLI", "Graphics", "Render", "CCairo", "UI", "SDLHost", "Studio", "Hardening", "XSession"]
        ),
        .target(name: "Hardening", dependencies: ["LoaderKitCore", "LoaderKitDrawing", "Graphics", "Render", "LoaderStudioCLI", "SDLHost", "Studio"]),
        .executableTarget(name: "loader-fuzz", dependencies: ["Hardening"]),
        .testTarget(name: "HardeningTests", dependencies: ["Hardening", "LoaderStudioCLI"]),
        .testTarget(name: "LoaderKitCoreTests", dependencies: ["LoaderKitCore", "TestSupport"]),
        .testTarget(name: "ProgressTests", dependencies: ["LoaderKitCore"]),
        .testTarget(name: "CLITests", dependencies: ["LoaderStudioCLI", "LoaderKitCore", "ImageExport", "TestSupport"]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(name: "ImageExport", dependencies: ["CSDL2", "CGIF"]),
        .testTarget(name: "ImageExportTests", dependencies: ["ImageExport"]),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "TestSupport", dependencies: ["ImageExport"], path: "Tests/TestSupport"),
        .testTarget(name: "DrawingTests", dependencies: ["LoaderKitDrawing", "LoaderStudioCLI", "Render", "ImageExport", "TestSupport"]),
        .testTarget(name: "UITests", dependencies: ["UI", "Render"]),
        .testTarget(name: "StudioTests", dependencies: ["Studio", "UI", "Render", "LoaderKitCore", "ImageExport", "TestSupport", "Hardening"]),
        .testTarget(name: "RenderTests", dependencies: ["Graphics", "Render", "CCairo"]),
        .target(name: "XSession"),
        .testTarget(name: "JourneyTests", dependencies: ["ImageExport", "TestSupport", "XSession"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "UI", "Graphics", "CSDL2"]),
    ],
    swiftLanguageModes: [.v6]
)
