/// Whether a window can be shown, judged from the environment before SDL starts.
public enum DisplayEnvironment {
    /// True when `DISPLAY` or `WAYLAND_DISPLAY` is set, or `SDL_VIDEODRIVER` names a driver (the
    /// user chose one, e.g. `dummy` for tests).
    public static func hasDisplay(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// True when SDL's pick of a headless driver ("dummy", "offscreen") was not asked for with
    /// `SDL_VIDEODRIVER`: SDL fell back to it because no display works.
    public static func isUnwantedHeadless(driver: String, environment: [String: String]) -> Bool {
        guard driver == "dummy" || driver == "offscreen" else { return false }
        return (environment["SDL_VIDEODRIVER"] ?? "").isEmpty
    }

    /// What to tell the user when no window can open; `detail` says why.
    public static func noDisplayMessage(detail: String) -> String {
        """
        loader-studio: cannot open a window: \(detail).
          To render the window to a PNG without a display:  loader-studio --screenshot out.png [--window 1280x800]
          To run the window under a virtual X server:       xvfb-run -a loader-studio
        """
    }
}
