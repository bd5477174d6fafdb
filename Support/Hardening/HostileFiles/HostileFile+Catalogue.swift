import Foundation
import Glibc

extension HostileFile {
    /// A valid spec named `name` with a `columns` × `rows` grid of dots and `duration` seconds
    /// (a JSON literal, spelled as given).
    public static func gridSpec(
        name: String, columns: Int, rows: Int, duration: String = "1",
        prefix: String = "", extraMembers: String = ""
    ) -> String {
        """
        \(prefix){
          "schemaVersion": 1,
          "name": "\(name)",
          "duration": \(duration),\(extraMembers)
          "layout": { "type": "grid", "columns": \(columns), "rows": \(rows), "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [ { "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.2] } ]
        }

        """
    }

    /// The inputs of the hardening issue, each with the outcome it must have.
    public static let all: [HostileFile] = [
        HostileFile(
            id: "json_100mb", title: "100 MB of JSON",
            outcome: .rejected(messageContains: "more than the 8388608 bytes (8 MiB) a spec file may have")
        ) { path in
            // A valid JSON array of 100 MiB, written in 1 MiB chunks.
            guard
                let file = FileHandle(forWritingAtPath: path)
                    ?? {
                        _ = FileManager.default.createFile(atPath: path, contents: nil)
                        return FileHandle(forWritingAtPath: path)
                    }()
            else { throw HostileFileError("cannot create \(path)") }
            defer { try? file.close() }
            let chunk = Data(String(repeating: "0,", count: 1 << 19).utf8)
            file.write(Data("[".utf8))
            for _ in 0..<100 { file.write(chunk) }
            file.write(Data("0]".utf8))
        },
        HostileFile(
            id: "json_8mb", title: "8 MB of JSON (just under the limit), in an unknown member",
            outcome: .loads(specName: "Ballast")
        ) { path in
            let ballast = "\n  \"notes\": [" + String(repeating: "0,", count: (8 << 20) / 2 - 200) + "0],"
            try write(Array(gridSpec(name: "Ballast", columns: 3, rows: 3, extraMembers: ballast).utf8), to: path)
        },
        HostileFile(
            id: "nesting_100000", title: "arrays nested 100,000 levels deep",
            outcome: .rejected(messageContains: "nest deeper than 512 levels")
        ) { path in
            try write(
                Array(repeating: UInt8(ascii: "["), count: 100_000)
                    + Array(repeating: UInt8(ascii: "]"), count: 100_000), to: path)
        },
        HostileFile(id: "elements_10000", title: "a spec of 10,000 elements", outcome: .loads(specName: "TenThousand"))
        { path in
            try write(Array(gridSpec(name: "TenThousand", columns: 100, rows: 100).utf8), to: path)
        },
        HostileFile(
            id: "elements_10001", title: "a spec of 10,001 elements",
            outcome: .rejected(messageContains: "the spec has 10001 elements, the maximum is 10000")
        ) { path in
            try write(Array(gridSpec(name: "TenThousandOne", columns: 10001, rows: 1).utf8), to: path)
        },
        HostileFile(
            id: "numbers_extreme", title: "huge and tiny numbers (1e308, 5e-324, -0)",
            outcome: .loads(specName: "Extremes")
        ) { path in
            let spec = gridSpec(
                name: "Extremes", columns: 2, rows: 2, duration: "1e308",
                extraMembers: "\n  \"params\": { \"tiny\": 5e-324, \"zero\": -0 },")
            try write(Array(spec.utf8), to: path)
        },
        HostileFile(
            id: "nan_spelled", title: "NaN spelled in JSON",
            outcome: .rejected(messageContains: "NaN is not a JSON number")
        ) { path in
            try write(Array(gridSpec(name: "NaN", columns: 2, rows: 2, duration: "NaN").utf8), to: path)
        },
        HostileFile(
            id: "infinity_spelled", title: "Infinity spelled in JSON",
            outcome: .rejected(messageContains: "-Infinity is not a JSON number")
        ) { path in
            try write(Array(gridSpec(name: "Infinity", columns: 2, rows: 2, duration: "-Infinity").utf8), to: path)
        },
        HostileFile(
            id: "duplicate_keys", title: "duplicate keys (the last one counts)",
            outcome: .loads(specName: "Second")
        ) { path in
            let spec = gridSpec(
                name: "Second", columns: 2, rows: 2, extraMembers: "\n  \"name\": \"First\", \"name\": \"Second\",")
            try write(Array(spec.utf8), to: path)
        },
        HostileFile(id: "utf8_bom", title: "a UTF-8 byte order mark", outcome: .loads(specName: "Bom")) { path in
            try write([0xEF, 0xBB, 0xBF] + Array(gridSpec(name: "Bom", columns: 2, rows: 2).utf8), to: path)
        },
        HostileFile(
            id: "utf8_invalid", title: "invalid UTF-8 in a string",
            outcome: .rejected(messageContains: "invalid UTF-8 byte 0xFF")
        ) { path in
            var bytes = Array(gridSpec(name: "Bad@", columns: 2, rows: 2).utf8)
            if let at = bytes.firstIndex(of: UInt8(ascii: "@")) { bytes[at] = 0xFF }
            try write(bytes, to: path)
        },
        HostileFile(id: "directory", title: "a directory", outcome: .rejected(messageContains: "is a directory")) {
            path in
            guard mkdir(path, 0o755) == 0 else { throw HostileFileError("mkdir \(path) failed") }
        },
        HostileFile(
            id: "symlink_loop", title: "a symlink loop",
            outcome: .rejected(messageContains: "Too many levels of symbolic links")
        ) { path in
            let other = path + ".loop"
            unlink(other)
            guard symlink(other, path) == 0, symlink(path, other) == 0 else {
                throw HostileFileError("symlink \(path) failed")
            }
        },
        HostileFile(id: "fifo", title: "a FIFO", outcome: .rejected(messageContains: "not a regular file")) { path in
            guard mkfifo(path, 0o644) == 0 else { throw HostileFileError("mkfifo \(path) failed") }
        },
        HostileFile(
            id: "unreadable", title: "a file without read permission",
            outcome: .rejected(messageContains: "Permission denied"),
            make: { path in
                try write(Array(gridSpec(name: "Locked", columns: 2, rows: 2).utf8), to: path)
                chmod(path, 0)
            },
            unavailable: { getuid() == 0 ? "root reads files whatever their mode" : nil }),
    ]
}
