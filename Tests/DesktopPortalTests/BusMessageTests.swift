@testable import DesktopPortal
import XCTest

/// Building and reading message bodies, with no bus: what is written reads back the same, and
/// what libdbus would abort on is refused with a message first.
final class BusMessageTests: XCTestCase {
    private func message() throws -> BusMessage {
        try BusMessage.methodCall(
            destination: "org.example.Test", path: "/org/example/Test",
            interface: "org.example.Test", member: "Echo")
    }

    func testEveryTypeReadsBackAsWritten() throws {
        let values: [BusValue] = [
            .byte(255), .boolean(true), .boolean(false), .int16(-32768), .uint16(65535), .int32(-7),
            .uint32(4_000_000_000), .int64(Int64.min), .uint64(UInt64.max), .double(-0.25),
            .string("héllo ✓"), .string(""), .objectPath("/a/b_c"), .signature("a{sv}"),
            .byteArray([0, 1, 255]), .stringArray([]),
            .structure([
                .string("LoaderKit specs"),
                .array(elementSignature: "(us)", [.structure([.uint32(0), .string("*.json")])]),
            ]),
            .vardict(["b": .variant(.uint32(3)), "a": .stringArray(["x"]), "c": .vardict([:])]),
            .array(elementSignature: "a{sv}", [.vardict(["k": .boolean(true)])]),
        ]
        let built = try message()
        try built.append(values)
        XCTAssertEqual(built.body, values)
        XCTAssertEqual(built.bodySignature, BusValue.signature(of: values))
        XCTAssertEqual(built.bodySignature, "ybbnqiuxtdssogayas(sa(us))a{sv}aa{sv}")
    }

    func testAVardictIsSortedAndReadsBackAsADictionary() {
        let dictionary = BusValue.vardict(["zeta": .string("z"), "alpha": .uint32(1)])
        XCTAssertEqual(dictionary.signature, "a{sv}")
        XCTAssertEqual(dictionary.arrayItems?.count, 2)
        if case .dictionaryEntry(.string(let first), _) = dictionary.arrayItems?.first {
            XCTAssertEqual(first, "alpha")
        } else {
            XCTFail("not a dictionary entry: \(String(describing: dictionary.arrayItems?.first))")
        }
        XCTAssertEqual(dictionary.vardictEntries, ["zeta": .string("z"), "alpha": .uint32(1)])
        XCTAssertNil(BusValue.array(elementSignature: "{ss}", []).vardictEntries)
        XCTAssertNil(BusValue.string("x").vardictEntries)
    }

    func testWhatLibdbusWouldAbortOnIsRefusedWithAMessage() throws {
        let refusals: [([BusValue], String)] = [
            ([.string("a\u{0}b")], "a D-Bus string cannot hold a NUL character: \"a\u{2400}b\""),
            ([.objectPath("not/a/path")], "\"not/a/path\" is not a valid D-Bus object path"),
            ([.objectPath("/trailing/")], "\"/trailing/\" is not a valid D-Bus object path"),
            ([.signature("a{")], "\"a{\" is not a D-Bus signature"),
            ([.array(elementSignature: "s", [.uint32(1)])], "an array of s cannot hold a value of type u"),
            ([.dictionaryEntry(key: .string("k"), value: .uint32(1))], "\"{su}\" is not a single D-Bus type signature"),
            ([.array(elementSignature: "{vs}", [])], "\"a{vs}\" is not a single D-Bus type signature"),
            ([.structure([])], "\"()\" is not a single D-Bus type signature"),
            ([.unixFileDescriptor], "sending a Unix file descriptor is not supported"),
            ([.variant(.string("ok")), .variant(.objectPath("x"))], "\"x\" is not a valid D-Bus object path"),
        ]
        for (values, expected) in refusals {
            let built = try message()
            XCTAssertThrowsError(try built.append(values), expected) { error in
                XCTAssertEqual((error as? BusFailure)?.message, expected)
            }
        }
    }

    func testBadNamesAreRefusedBeforeAMessageIsMade() {
        XCTAssertThrowsError(
            try BusMessage.methodCall(destination: "not a name", path: "/a", interface: "a.b", member: "M")
        ) {
            XCTAssertEqual(($0 as? BusFailure)?.message, "\"not a name\" is not a valid D-Bus bus name")
        }
        XCTAssertThrowsError(try BusMessage.methodCall(destination: "a.b", path: "a", interface: "a.b", member: "M")) {
            XCTAssertEqual(($0 as? BusFailure)?.message, "\"a\" is not a valid D-Bus object path")
        }
        XCTAssertThrowsError(try BusMessage.methodCall(destination: "a.b", path: "/a", interface: "nodot", member: "M"))
        {
            XCTAssertEqual(($0 as? BusFailure)?.message, "\"nodot\" is not a valid D-Bus interface name")
        }
        XCTAssertThrowsError(try BusMessage.signal(path: "/a", interface: "a.b", member: "Bad-Member")) {
            XCTAssertEqual(($0 as? BusFailure)?.message, "\"Bad-Member\" is not a valid D-Bus member name")
        }
    }

    func testTheHeaderFieldsAreRead() throws {
        let signal = try BusMessage.signal(
            path: "/org/freedesktop/portal/desktop/request/1_2/t",
            interface: "org.freedesktop.portal.Request", member: "Response")
        try signal.append([.uint32(1), .vardict([:])])
        let received = ReceivedMessage(signal)
        XCTAssertEqual(received.kind, .signal)
        XCTAssertEqual(received.path, "/org/freedesktop/portal/desktop/request/1_2/t")
        XCTAssertEqual(received.interface, "org.freedesktop.portal.Request")
        XCTAssertEqual(received.member, "Response")
        XCTAssertEqual(received.signature, "ua{sv}")
        XCTAssertEqual(received.replySerial, 0)
    }
}
