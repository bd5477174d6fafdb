import Foundation
import Handoff
import LoaderKitCore
import XCTest

/// The UIKit and SwiftUI snippets of every configuration type-check with `swiftc -typecheck`
/// against stub modules declaring the LoaderKit API they use (and the few UIKit and SwiftUI
/// names), so a typo in generated Swift fails here.
final class SwiftSnippetTypeCheckTests: XCTestCase {
    private static let swiftc: String? = {
        let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    func testUIKitAndSwiftUISnippetsTypeCheck() throws {
        let swiftc = try XCTUnwrap(Self.swiftc, "swiftc not found; set SWIFTC")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-typecheck-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (module, source) in [("UIKit", StubModules.uiKit), ("SwiftUI", StubModules.swiftUI), ("LoaderKit", StubModules.loaderKit)] {
            let file = dir.appendingPathComponent("\(module).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let result = run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", module, "-I", dir.path,
                                      "-emit-module-path", dir.appendingPathComponent("\(module).swiftmodule").path, file.path])
            XCTAssertEqual(result.status, 0, "stub \(module): \(result.output)")
        }
        var checked = 0
        for configuration in SnippetConfigurations.all {
            for platform in [SnippetPlatform.uikit, .swiftui] {
                let file = dir.appendingPathComponent("\(configuration.name)-\(platform.rawValue).swift")
                try Self.wrapped(configuration.code(platform)).write(to: file, atomically: true, encoding: .utf8)
                let result = run(swiftc, ["-typecheck", "-I", dir.path, file.path])
                XCTAssertEqual(result.status, 0, "\(configuration.name) \(platform.rawValue):\n\(configuration.code(platform))\n\(result.output)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, SnippetConfigurations.all.count * 2)
    }

    func testATypoInTheSnippetFailsTheCheck() throws {
        let swiftc = try XCTUnwrap(Self.swiftc)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-typo-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (module, source) in [("UIKit", StubModules.uiKit), ("SwiftUI", StubModules.swiftUI), ("LoaderKit", StubModules.loaderKit)] {
            let file = dir.appendingPathComponent("\(module).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            _ = run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", module, "-I", dir.path,
                             "-emit-module-path", dir.appendingPathComponent("\(module).swiftmodule").path, file.path])
        }
        let good = SnippetConfigurations.all[1].code(.uikit)
        let typo = good.replacingOccurrences(of: "loader.params", with: "loader.parms")
        XCTAssertNotEqual(good, typo)
        let file = dir.appendingPathComponent("typo.swift")
        try Self.wrapped(typo).write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(run(swiftc, ["-typecheck", "-I", dir.path, file.path]).status, 0)
    }

    /// The snippet's imports, then its statements in a throwing function (as an app pastes them).
    static func wrapped(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.hasPrefix("import ") }
        let body = lines.filter { !$0.hasPrefix("import ") }
        return imports.joined(separator: "\n") + "\n\n@MainActor func snippet() throws {\n"
            + body.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    private func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The stub modules: UIKit's and SwiftUI's few names the snippets use, and LoaderKit's API as
/// the playground's snippets call it (progress enums from the core's own lists).
enum StubModules {
    static let uiKit = """
        @_exported import Foundation

        public struct CGRect {
            public init(x: Double, y: Double, width: Double, height: Double) {}
        }

        open class UIView {
            public var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            public init() {}
        }

        public final class UIColor {
            public init(red: Double, green: Double, blue: Double, alpha: Double) {}
        }
        """

    static let swiftUI = """
        @_exported import Foundation

        public protocol View {}

        public struct Color {
            public init(red: Double, green: Double, blue: Double) {}
        }

        public struct FramedView: View {}

        extension View {
            public func frame(width: Double?, height: Double?) -> FramedView { FramedView() }
        }
        """

    static var loaderKit: String {
        let types = ProgressType.allCases.map(\.rawValue).joined(separator: ", ")
        let variants = ProgressVariant.allCases.map(\.rawValue).joined(separator: ", ")
        let caps = ProgressStrokeCap.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            import SwiftUI
            import UIKit

            public struct IndicatorSpec {
                public init(json: String) throws {}
            }

            public final class LoaderKitView: UIView {
                public var params: [String: Double] = [:]
                public var color: UIColor?
                public var colors: [UIColor] = []
                public var speed: Double = 1
                public var spec: IndicatorSpec?
                public init(indicator: String) { super.init() }
                public init(spec: IndicatorSpec) { super.init() }
            }

            public struct LoaderKitIndicator: SwiftUI.View {
                public init(_ name: String, params: [String: Double] = [:]) {}
                public init(spec: IndicatorSpec, params: [String: Double] = [:]) {}
                public func color(_ color: SwiftUI.Color) -> LoaderKitIndicator { self }
                public func colors(_ colors: [SwiftUI.Color]) -> LoaderKitIndicator { self }
                public func speed(_ speed: Double) -> LoaderKitIndicator { self }
            }

            public enum ProgressType: String { case \(types) }
            public enum ProgressVariant: String { case \(variants) }
            public enum ProgressStrokeCap: String { case \(caps) }

            public struct ProgressOptions {
                public init(type: ProgressType? = nil, variant: ProgressVariant? = nil, thickness: Double? = nil,
                            trackGap: Double? = nil, segments: Double? = nil, showLabel: Bool? = nil,
                            stopIndicator: Bool? = nil, strokeCap: ProgressStrokeCap? = nil, amplitude: Double? = nil,
                            wavelength: Double? = nil, waveSpeed: Double? = nil, sweepAngle: Double? = nil,
                            cornerRadius: Double? = nil, speed: Double? = nil) {}
            }

            public final class LoaderKitProgressView: UIView {
                public var value: Double?
                public var buffer: Double = 0
                public var size: Double = 48
                public var color: UIColor?
                public var trackColor: UIColor?
                public var labelColor: UIColor?
                public init(options: ProgressOptions) { super.init() }
            }

            public struct LoaderKitProgress: SwiftUI.View {
                public init(value: Double?, buffer: Double? = nil, options: ProgressOptions) {}
                public func color(_ color: SwiftUI.Color) -> LoaderKitProgress { self }
                public func trackColor(_ color: SwiftUI.Color) -> LoaderKitProgress { self }
                public func labelColor(_ color: SwiftUI.Color) -> LoaderKitProgress { self }
            }
            """
    }
}
