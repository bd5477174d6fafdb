/// Runs a test body on the main actor: XCTest on Linux runs tests on the main thread but cannot
/// call `@MainActor` test methods itself.
public func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}
