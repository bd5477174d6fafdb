import Foundation
import Localization
import UI

/// What the window's launcher has the studio say once, in its language: the files another
/// `loader-studio` handed over, a scale lowered to fit the screen.
extension StudioApp {
    /// Says that the files another `loader-studio` handed over (`paths`, as it named them) were
    /// opened: "Opened dots.json and 2 more from the command line".
    package func sayOpenedFromCommandLine(_ paths: [String]) {
        guard let path = paths.first else { return }
        let first = path.contains("://") ? text(StatusText.aShareLink) : (path as NSString).lastPathComponent
        let files = paths.count > 1 ? text(StatusText.firstAndMore(first, more: paths.count - 1)) : first
        window.showToast(text(StatusText.openedFromCommandLine(files)), kind: .info, duration: 4)
    }

    /// Says once that the scale asked for was lowered to `fitted` so the smallest window
    /// (`window` pixels at the asked scale) fits the screen (`screen` pixels).
    package func sayScaleLowered(asked: Double, fitted: Double, window: (Int, Int), screen: (Int, Int)) {
        let message = StatusText.scaleLowered(
            asked: asked, fitted: fitted, window: "\(window.0)×\(window.1)", screen: "\(screen.0)×\(screen.1)")
        self.window.showToast(text(message), kind: .info, duration: 8)
    }
}
