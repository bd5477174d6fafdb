/// The names of xdg-desktop-portal on the session bus.
package enum PortalNames {
    /// The bus name the portal frontend owns.
    package static let busName = "org.freedesktop.portal.Desktop"
    /// The object that implements every portal interface.
    package static let objectPath = "/org/freedesktop/portal/desktop"
    package static let fileChooserInterface = "org.freedesktop.portal.FileChooser"
    /// The interface of the per-call request objects (`Response` signal, `Close` method).
    package static let requestInterface = "org.freedesktop.portal.Request"
    /// Request object paths are `requestPathPrefix/SENDER/TOKEN`.
    package static let requestPathPrefix = "/org/freedesktop/portal/desktop/request"
}
