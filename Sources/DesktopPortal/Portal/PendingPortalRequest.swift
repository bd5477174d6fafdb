/// A request that was sent and has not ended: its tracker and the bus match rules added for it
/// (removed when it ends).
struct PendingPortalRequest {
    var tracker: PortalRequestTracker
    var matchRules: [String]
}
