import LoaderKitDrawing
import LoaderKitCore
import StudioCommandLine
import VectorExport

/// `render`'s three forms: frames of an indicator (PNG, PNG sequence, GIF), one cycle as Lottie
/// or SVG, and a progress indicator.
extension RenderCommand {
    static let declaration = CommandDeclaration(
        name: "render", summary: "draw an indicator or a progress design to PNG, GIF, Lottie or SVG",
        forms: [imageForm, VectorRenderCommand.form, batchForm, ProgressRenderCommand.form],
        examples: [
            "loader-studio render BallSpinFadeLoader --out spinner.gif --size 96 --frames 30 --fps 30",
            "loader-studio render SquareSpin --out flip.svg --fps 30",
            "loader-studio render specs/ --out-dir previews --format gif --size 96",
            "loader-studio render --progress circular --value 0.4 --out ring.png",
        ])

    static let imageForm = CommandForm(
        synopsis: """
            SPEC|NAME --out x.png|x.gif [--size 160] [--t T | --cycle-progress P] [--frames N --fps F] \
            [--speed S] [--color HEX | --colors HEX,...] [--params k=v,...] [--background HEX]
            """,
        description: """
            Draws a spec file or a built-in. One frame goes to a PNG (at cycle progress 0 unless --t or
            --cycle-progress says otherwise). With --frames, a .png output becomes a numbered sequence
            (x-0000.png, x-0001.png, ...) and a .gif output one looping animation of one cycle; a .gif
            without --frames gets one frame per 1/fps seconds of the loop. A GIF loop lasts the cycle
            divided by --speed (within 1 cs): the delays carry their rounding from frame to frame.
            """,
        operands: [.specOrName],
        options: [
            .value(
                "out", "FILE", completion: .files(["png", "gif", "json", "svg"]),
                help: "the file to write: .png, .gif, .json (Lottie) or .svg"),
            .value(
                "size", "N",
                help: "image side in pixels (default 160, at most \(ExportBudget.sizeRange.upperBound))"),
            .value("t", "T", help: "spec time in seconds"),
            .value("cycle-progress", "P", help: "point in the cycle, 0 to 1, after the stagger warm-up"),
            .value(
                "frames", "N",
                help: "frames of one cycle (1 to \(ExportBudget.maximumFrames); a GIF's frames show at least 2 cs each)"
            ),
            .value(
                "fps", "F",
                help: """
                    frames per second of a GIF without --frames (default 30; at most 50 are kept, as GIF \
                    delays are at least 2 cs)
                    """),
            .value(
                "speed", "S",
                help: """
                    playback speed of a GIF, Lottie or SVG loop (default 1, above 0): one loop lasts the \
                    cycle / S, so 1.25 plays a 0.75 s cycle in 0.6 s
                    """),
            .value("color", "HEX", help: "element colour (default #18181B)"),
            .value("colors", "HEX,...", help: "per-element colours, cycled by element index"),
            .value("params", "k=v,...", help: "override declared params"),
            .value("background", "HEX", help: "fill behind the indicator (default: transparent)"),
        ])
}
