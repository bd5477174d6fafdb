import Foundation
import XCTest
import XSession

/// The journeys' X server: one `PrivateXServer` (2560×1600×24: room for the smallest window at
/// scale 2; its screen kept in a file so a journey reads the real pixels) for the whole test run;
/// it ends with the test process.
final class XServer: @unchecked Sendable {
    private let server: PrivateXServer
    /// `:N`.
    var display: String { server.display }
    var width: Int { server.width }
    var height: Int { server.height }

    /// The server of this test run, started on first use, or why there is none. `make deps`
    /// installs Xvfb and xdotool; a journey fails, never skips, without them.
    static let shared: Result<XServer, JourneyError> = {
        do { return .success(try XServer()) } catch let error as JourneyError { return .failure(error) } catch {
            return .failure(JourneyError("\(error)"))
        }
    }()

    private init() throws {
        guard XTools.find("xdotool") != nil else { throw JourneyError("xdotool is not installed; run `make deps`") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journey-x-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        server = try PrivateXServer(width: 2560, height: 1600, screenFolder: folder)
        atexit { XServer.stopShared() }
    }

    private static func stopShared() {
        if case .success(let shared) = shared, shared.server.isRunning { shared.server.stop() }
    }

    /// The server, or a failure naming why there is none.
    static func require(file: StaticString = #filePath, line: UInt = #line) throws -> XServer {
        switch shared {
        case .success(let server): return server
        case .failure(let error):
            XCTFail("the journeys need a real X server: \(error)", file: file, line: line)
            throw error
        }
    }

    /// What the screen shows now.
    func screen() throws -> ScreenImage { try ScreenImage(xwdFile: server.screenFile ?? "") }
}

/// A journey's failure to set itself up or to reach a state.
typealias JourneyError = XSessionError
/// The X tools a journey runs (xdotool, xrdb, xlogo).
typealias Tools = XTools
/// The studio's control socket.
typealias ControlClient = ControlSocketClient
