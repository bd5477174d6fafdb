import Foundation
import Handoff
import LoaderKitCore

/// The progress designs' states the golden snippets are written from.
enum ProgressSnippetConfigurations {
    typealias Configuration = SnippetConfigurations.Configuration

    static var all: [Configuration] {
        let progress = ProgressSnippet(options: ProgressOptions(type: .linear, variant: .wavy, thickness: 6, showLabel: true,
                                                                color: ProgressColor(red: 1, green: 0, blue: 0)))
        let progressIndeterminate = ProgressSnippet(options: ProgressOptions(type: .gauge, variant: .needle, segments: 10,
                                                                             strokeCap: .butt, sweepAngle: 200, size: 64),
                                                    value: nil)
        return [
            Configuration(name: "progress", code: progress.code(for:),
                          arguments: ["--progress", "linear:wavy", "--options", "thickness=6,showLabel=true,color=#FF0000"]),
            Configuration(name: "progress-indeterminate", code: progressIndeterminate.code(for:),
                          arguments: ["--progress", "gauge:needle", "--options", "segments=10,strokeCap=butt,sweepAngle=200,size=64",
                                      "--value", "nan"]),
        ]
    }
}
