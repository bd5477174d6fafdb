import Foundation
import Glibc
import TestSupport
import XCTest

@testable import SingleInstance

/// One studio per user: the socket's folder and mode, a request's way to the running studio and
/// its answer, a stale socket replaced, a second listener refused, bad frames answered.
final class InstanceSocketTests: XCTestCase {
    private func runtime() -> (folder: TemporaryFolder, path: String) {
        let folder = temporaryFolder()
        guard case .success(let path)? = InstanceSocket.path(environment: ["XDG_RUNTIME_DIR": folder.path]) else {
            XCTFail("no socket path")
            return (folder, "")
        }
        return (folder, path)
    }

    /// Polls `server` until `done` or 3 s pass.
    private func serve(
        _ server: InstanceServer, until done: () -> Bool, take: (InstanceRequest) -> Void = { _ in },
        refuse: (String) -> Void = { _ in }
    ) {
        let deadline = Date().addingTimeInterval(3)
        while !done(), Date() < deadline {
            server.poll(take: take, refuse: refuse)
            usleep(2_000)
        }
    }

    /// Runs `body` on a thread of its own; its result once it is done.
    private final class Background<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: T?
        init(_ body: @escaping @Sendable () -> T) {
            Thread {
                let result = body()
                self.lock.withLock { self.value = result }
            }.start()
        }
        var result: T? { lock.withLock { value } }
    }

    func testTheFolderIsTheUsersAloneAndWithoutARuntimeDirectoryThereIsNoSocket() throws {
        XCTAssertNil(InstanceSocket.path(environment: [:]))
        let (folder, path) = runtime()
        XCTAssertEqual(path, folder.path + "/loader-studio/instance")
        var info = stat()
        XCTAssertEqual(stat(folder.path + "/loader-studio", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        chmod(folder.path + "/loader-studio", 0o755)
        guard
            case .failure(.unsafeFolder(let message))? = InstanceSocket.path(environment: [
                "XDG_RUNTIME_DIR": folder.path
            ])
        else { return XCTFail("a folder others may enter is refused") }
        XCTAssertTrue(message.contains("mode 755"), message)
    }

    func testARequestReachesTheRunningStudioAndItAnswersWithItsPid() throws {
        let (_, path) = runtime()
        let server = try InstanceServer.listen(at: path).get()
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "only the user may connect")
        let request = InstanceRequest(paths: ["/tmp/a b.json", "https://x/playground#spec=abc"], mode: "editor")
        let client = Background { InstanceClient.forward(request, to: path) }
        var taken: [InstanceRequest] = []
        serve(server, until: { client.result != nil }, take: { taken.append($0) })
        XCTAssertEqual(client.result, .forwarded(pid: Int(getpid())))
        XCTAssertEqual(taken, [request])
        guard case .failure(let error) = InstanceServer.listen(at: path) else {
            return XCTFail("a second listener is refused while the first lives")
        }
        XCTAssertEqual(error, .system("another studio listens at \(path)"))
        withExtendedLifetime(server) {}
    }

    func testAStaleSocketIsReplacedAndNoStudioMeansNoStudio() throws {
        let (_, path) = runtime()
        XCTAssertEqual(InstanceClient.forward(InstanceRequest(paths: []), to: path), .noStudio)
        // A socket file nobody listens on, as a killed studio leaves it.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = InstanceSocket.address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        close(fd)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(InstanceClient.forward(InstanceRequest(paths: []), to: path), .noStudio, "stale: refused")
        var server: InstanceServer? = try InstanceServer.listen(at: path).get()
        XCTAssertNotNil(server)
        server = nil
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the socket goes with its studio")
    }

    func testBadFramesAreAnsweredAndNothingIsTaken() throws {
        let (_, path) = runtime()
        let server = try InstanceServer.listen(at: path).get()
        for frame in ["not json\n", #"{"version":9,"paths":[],"showsSource":false}"# + "\n", "no newline"] {
            let client = Background { () -> String in
                guard case .success(let fd) = InstanceSocket.connect(to: path) else { return "no connection" }
                defer { close(fd) }
                _ = InstanceSocket.writeAll(fd, Array(frame.utf8))
                if !frame.hasSuffix("\n") { shutdown(fd, Int32(SHUT_WR)) }
                return InstanceSocket.readLine(fd, limit: 1000, seconds: 3).map { String(decoding: $0, as: UTF8.self) }
                    ?? "none"
            }
            var taken = 0
            var refused: [String] = []
            serve(server, until: { client.result != nil }, take: { _ in taken += 1 }, refuse: { refused.append($0) })
            XCTAssertEqual(taken, 0, frame)
            XCTAssertTrue(client.result?.hasPrefix("refused: ") == true, "\(frame): \(client.result ?? "")")
            XCTAssertEqual(refused.count, 1, frame)
        }
    }
}
