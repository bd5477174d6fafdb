import LoaderStudioCLI
import StudioCommandLine
import XCTest

/// The command line's dispatch, in-process through `LoaderStudioCommand.run` with captured
/// output: the usage, the subcommands' own usages and unknown words.
final class CommandDispatchTests: XCTestCase {
    func testTheUsageNamesEverySubcommandAndEveryWindowOption() {
        let io = CommandIO.capturing()
        XCTAssertEqual(LoaderStudioCommand.run(["--help"], io: io), 0)
        XCTAssertEqual(io.output, LoaderStudioCommand.usage + "\n")
        for name in LoaderStudioCommand.subcommandNames.subtracting(["help"]) {
            XCTAssertTrue(
                io.output.contains("loader-studio \(name) ") || io.output.contains("loader-studio \(name)\n"), name)
        }
        for option in ["--mode", "--theme", "--window", "--scale", "--screenshot", "--screenshot-after", "--skeleton"] {
            XCTAssertTrue(io.output.contains("  \(option) "), option)
        }
        for name in StudioMode.allCases.map(\.rawValue) + SkeletonLook.allCases.map(\.rawValue) {
            XCTAssertTrue(io.output.contains(name), name)
        }
    }

    func testEachSubcommandPrintsItsOwnUsage() {
        for name in LoaderStudioCommand.subcommandNames.subtracting(["help"]) {
            let io = CommandIO.capturing()
            XCTAssertEqual(LoaderStudioCommand.run([name, "--help"], io: io), 0, name)
            XCTAssertTrue(io.output.hasPrefix("usage: loader-studio \(name)"), io.output)
        }
        let io = CommandIO.capturing()
        XCTAssertEqual(LoaderStudioCommand.run(["help"], io: io), 0)
        XCTAssertEqual(io.output, LoaderStudioCommand.usage + "\n")
    }

    func testAnUnknownCommandIsNamedWithTheNearestOne() {
        let io = CommandIO.capturing()
        XCTAssertEqual(LoaderStudioCommand.run(["valdate", "x.json"], io: io), 2)
        XCTAssertTrue(
            io.errors.hasPrefix("loader-studio: unknown command \"valdate\"; did you mean validate?"), io.errors)
        XCTAssertTrue(io.errors.contains(LoaderStudioCommand.usage))
        XCTAssertEqual(io.output, "")
    }

    func testEverySubcommandNameStaysASubcommandBesideAFileOfThatName() {
        for name in LoaderStudioCommand.subcommandNames {
            XCTAssertFalse(LoaderStudioCommand.isWindowMode([name], exists: { _ in true }), name)
        }
    }
}
