import UI

extension View {
    /// Shows `refusal` (why an edit was not made, in LoaderKit's or the studio's words) as a
    /// warning toast for 5 s. Returns true when there was one, so a caller stops there.
    @discardableResult
    func toastRefusal(_ refusal: String?) -> Bool {
        guard let refusal else { return false }
        window?.showToast(refusal, kind: .warning, duration: 5)
        return true
    }
}
