import Foundation
import Glibc
import Hardening
import LoaderStudioCLI
import TestSupport
import XCTest

/// Every hostile thing of the hardening catalogue given to `loader-studio validate`: a clear
/// message naming the problem and exit status 2 (I/O) or 1 (spec problems); never a crash.
final class HostileFileCommandTests: XCTestCase {
    func testValidateNamesEveryHostileFile() throws {
        let folder = temporaryFolder().path
        for hostile in HostileFile.all where hostile.id != "json_8mb" && hostile.unavailable() == nil {
            let path = folder + "/" + hostile.id + ".json"
            try hostile.create(at: path)
            defer { HostileFile.remove(path); HostileFile.remove(path + ".loop") }
            let io = CommandIO.capturing()
            let status = LoaderStudioCommand.run(["validate", path], io: io)
            switch hostile.outcome {
            case .loads:
                XCTAssertEqual(status, 0, "\(hostile.id): \(io.output) \(io.errors)")
            case .rejected(let text):
                XCTAssertNotEqual(status, 0, hostile.id)
                XCTAssertTrue((io.output + io.errors).contains(text), "\(hostile.id): \(io.output) \(io.errors)")
                XCTAssertTrue((io.output + io.errors).contains(path), "\(hostile.id): the message names the file")
            }
        }
    }
}
