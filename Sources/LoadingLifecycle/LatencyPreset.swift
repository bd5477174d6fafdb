/// Named network conditions, after the throttling profiles of browser developer tools; see
/// `LatencyModel.preset(_:)` for their figures.
public enum LatencyPreset: String, CaseIterable, Codable, Sendable, Hashable {
    /// A fast home or office Wi-Fi link to a nearby server.
    case fastWiFi
    /// A typical 4G mobile connection.
    case fourG
    /// A slow 3G connection (Chrome DevTools' "Slow 3G").
    case slow3G
    /// A device coming back online: the first attempts fail, then the network behaves as 4G.
    case offlineThenOnline
}
