import Foundation
import StudioInspection
import XCTest
import XSession

/// A spec edited in the user's own editor while the studio watches it: Neovim's language client
/// runs `loader-studio lsp`, shows LoaderKit's problem at its place, hovers, follows a typed fix,
/// applies a quick fix, renames a param, shows its default as a hint, completes, lists the
/// outline, formats, saves; the studio reloads the saved file.
final class LanguageServerJourneys: JourneyTestCase {
    /// The spec as the user starts: duration 0 (a problem), an astral character before it on
    /// the line above, a field LoaderKit ignores, and all of a part on two lines (its dots
    /// staggered, so that the artwork's checks have nothing to say once it is fixed).
    static let broken = """
        {
          "schemaVersion": 1,
          "name": "Dots 🔵",
          "duration": 0, "speed": 1, "params": {"count": 3},
          "parts": [{"layout": {"type": "row", "count": {"$param": "count"}, "gap": 0.1},
            "shape": {"type": "circle"}, "stagger": {"each": 0.15},
            "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1]}]}]
        }

        """

    /// Starts an editor's client `executable` with `arguments` in exactly `environment`, its
    /// output discarded; the caller waits (`finish`).
    private func startClient(_ executable: String, _ arguments: [String], _ environment: [String: String]) throws
        -> Process
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits at most 60 s for `process` (the editor named `name`) to end its session.
    private func finish(_ process: Process, _ name: String) throws {
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            throw JourneyError("\(name) did not finish its session in 60 s")
        }
    }

    /// Neovim's arguments to run `script` headless with no user configuration.
    private static func neovimArguments(_ script: String) -> [String] {
        ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(script)"]
    }

    func testASpecEditedInNeovimWhileTheStudioWatches() throws {
        guard let nvim = XTools.find("nvim") else { throw JourneyError("neovim is not installed; run `make deps`") }
        let first = try launch()
        let path = try writeSpec(first, "dots.json", Self.broken)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        let shown = try studio.wait("the broken spec") { ($0.editor.document?.problems ?? []).isEmpty == false }
        XCTAssertEqual(shown.editor.document?.problems.first, "4:15: duration must be a positive number")
        try studio.writeScreenshot("lsp-before")

        let script = studio.folder + "/client.lua"
        try Self.client.write(toFile: script, atomically: true, encoding: .utf8)
        let resultPath = studio.folder + "/client-result.json"
        let process = try startClient(
            nvim, Self.neovimArguments(script),
            [
                "HOME": studio.folder, "XDG_CONFIG_HOME": studio.folder + "/config",
                "XDG_STATE_HOME": studio.folder + "/state",
                "XDG_DATA_HOME": studio.folder + "/data", "PATH": "/usr/bin:/bin",
                "LOADER_STUDIO": StudioSession.binary.path, "SPEC_FILE": path, "RESULT_FILE": resultPath,
            ])
        try finish(process, "neovim")
        let data = try Data(contentsOf: URL(fileURLWithPath: resultPath))
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertNil(result["error"], "the client script failed: \(result["error"] ?? "")")

        // The problem at its place (line 3, column 14 from 0), in LoaderKit's words; the ignored
        // field as a warning with its code.
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(diagnostics.first?["message"] as? String, "duration must be a positive number")
        XCTAssertEqual(diagnostics.first?["line"] as? Int, 3)
        XCTAssertEqual(diagnostics.first?["col"] as? Int, 14)
        XCTAssertEqual(diagnostics.first?["severity"] as? Int, 1)
        XCTAssertTrue(
            diagnostics.contains { $0["code"] as? String == "unknown-field" && $0["severity"] as? Int == 2 },
            "\(diagnostics)")
        XCTAssertEqual(
            (result["hover"] as? String)?.hasPrefix("**duration**: `number > 0`"), true, "\(result["hover"] ?? "")")
        XCTAssertEqual(
            result["fixed"] as? Bool, true, "the typed fix cleared the problem: \(result["after_fix"] ?? "")")
        let completion = result["completion"] as? [String] ?? []
        XCTAssertTrue(
            completion.contains("rect") && completion.contains("ring"), "\(completion) in \(result["text"] ?? "")")
        XCTAssertEqual(result["action"] as? String, "Remove speed (LoaderKit ignores it)")
        XCTAssertEqual(result["clean"] as? Bool, true, "the quick fix cleared the last warning")
        XCTAssertEqual(result["renamed"] as? Bool, true)
        XCTAssertEqual(result["hints"] as? [String], ["= 3"])
        XCTAssertEqual(result["symbols"] as? [String], ["schemaVersion", "name", "duration", "params", "parts"])
        XCTAssertEqual(result["stopped"] as? Bool, true)
        XCTAssertEqual(result["exit_code"] as? Int, 0, "the server ends with status 0 after shutdown")

        // Saved formatted, with the fix; the studio shows it without a problem.
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(saved.contains("\n  \"name\": \"Dots 🔵\",\n  \"duration\": 1.5,\n  \"params\": {\n"), saved)
        let reloaded = try studio.wait("the saved spec", timeout: 10) {
            ($0.editor.document?.revision ?? 0) >= 1 && $0.editor.document?.problems == []
        }
        XCTAssertFalse(saved.contains("speed"), saved)
        XCTAssertTrue(saved.contains("\"params\": {\n    \"dots\": 3\n  }"), saved)
        XCTAssertTrue(saved.contains("\"count\": {\n          \"$param\": \"dots\"\n        }"), saved)
        XCTAssertEqual(reloaded.editor.elements, 3)
        XCTAssertEqual(reloaded.editor.document?.stale, false)
        try studio.assertScreenIsCurrent("the studio after the save from neovim")
        try studio.writeScreenshot("lsp-after")
        studio.close()
    }

    /// Open in Studio from the editor (`workspace/executeCommand`): a saved file goes to the
    /// running studio by its path; with unsaved changes the editor's text goes as it is (a
    /// link, opened unsaved), never the stale file.
    func testOpenInStudioFromNeovim() throws {
        guard let nvim = XTools.find("nvim") else { throw JourneyError("neovim is not installed; run `make deps`") }
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(
            "run-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let studio = try launch(environment: ["XDG_RUNTIME_DIR": runtime])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        let path = try writeSpec(studio, "other.json", JourneySpecs.dots(count: 3))
        let script = studio.folder + "/open.lua"
        try Self.openClient.write(toFile: script, atomically: true, encoding: .utf8)
        let step = studio.folder + "/step-2"
        let resultPath = studio.folder + "/open-result.json"
        let process = try startClient(
            nvim, Self.neovimArguments(script),
            [
                "DISPLAY": studio.server.display, "HOME": studio.folder, "XDG_CONFIG_HOME": studio.folder + "/config-2",
                "XDG_STATE_HOME": studio.folder + "/state-2", "XDG_DATA_HOME": studio.folder + "/data",
                "XDG_RUNTIME_DIR": runtime, "PATH": "/usr/bin:/bin", "LOADER_STUDIO": StudioSession.binary.path,
                "SPEC_FILE": path, "STEP_FILE": step, "RESULT_FILE": resultPath,
            ])
        defer { if process.isRunning { process.terminate() } }

        let saved = try studio.wait("the saved file, by its path", timeout: 20) {
            $0.editor.document?.path == path
        }
        XCTAssertEqual(saved.editor.elements, 3)
        XCTAssertTrue(FileManager.default.createFile(atPath: step, contents: Data()))
        let unsaved = try studio.wait("the editor's unsaved text", timeout: 20) {
            $0.editor.document?.path == nil && $0.editor.elements == 5
        }
        XCTAssertEqual(unsaved.mode, "editor")
        try studio.assertScreenIsCurrent("opened from the editor, unsaved")
        try studio.writeScreenshot("lsp-open-unsaved")
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let result = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: resultPath))) as? [String: Any]
        )
        XCTAssertNil(result["error"], "\(result["error"] ?? "")")
        XCTAssertEqual(result["first"] as? Bool, true, "\(result)")
        XCTAssertEqual(result["second"] as? Bool, true, "\(result)")
        // The file on disk is as it was: the unsaved text went to the studio, not to the file.
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3))
    }

    /// Neovim's side of Open in Studio: the command once saved, then after an unsaved change
    /// (once the test says the studio took the first).
    static let openClient = #"""
        local result = {}
        local ok, err = pcall(function()
          vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("SPEC_FILE")))
          local buf = vim.api.nvim_get_current_buf()
          local id = vim.lsp.start_client({cmd = {os.getenv("LOADER_STUDIO"), "lsp"}, name = "loader-studio",
            root_dir = vim.fn.fnamemodify(os.getenv("SPEC_FILE"), ":h")})
          vim.lsp.buf_attach_client(buf, id)
          local client = vim.lsp.get_client_by_id(id)
          vim.wait(10000, function() return client.initialized end, 20)
          local function open()
            local reply = client.request_sync("workspace/executeCommand", {command = "loader-studio.openInStudio",
              arguments = {vim.uri_from_bufnr(buf)}}, 10000, buf)
            return reply ~= nil and reply.err == nil
          end
          result.first = open()
          vim.wait(20000, function() return vim.loop.fs_stat(os.getenv("STEP_FILE")) ~= nil end, 50)
          for row, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
            local at = text:find('"count": 3', 1, true)
            if at then vim.api.nvim_buf_set_text(buf, row - 1, at + 8, row - 1, at + 9, {"5"}) end
          end
          result.second = open()
          client.stop()
          vim.wait(5000, function() return client.is_stopped() end, 20)
        end)
        if not ok then result.error = tostring(err) end
        local file = io.open(os.getenv("RESULT_FILE"), "w")
        file:write(vim.fn.json_encode(result))
        file:close()
        vim.cmd("qall!")
        """#

    /// A second real client: Emacs (batch) with eglot, from Debian: the diagnostics through
    /// flymake, a typed fix, formatting, the save and the shutdown.
    func testASpecEditedInEmacsWithEglot() throws {
        guard let emacs = XTools.find("emacs") else { throw JourneyError("emacs is not installed; run `make deps`") }
        guard FileManager.default.fileExists(atPath: "/usr/share/emacs/site-lisp/elpa") else {
            throw JourneyError("eglot is not installed (elpa-eglot); run `make deps`")
        }
        let folder = NSTemporaryDirectory() + "lsp-emacs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/dots.json"
        try Self.broken.write(toFile: path, atomically: true, encoding: .utf8)
        try Self.emacsClient.write(toFile: folder + "/client.el", atomically: true, encoding: .utf8)
        let resultPath = folder + "/result.json"
        let process = try startClient(
            emacs, ["--batch", "-Q", "-l", folder + "/client.el"],
            [
                "HOME": folder, "PATH": "/usr/bin:/bin", "LOADER_STUDIO": StudioSession.binary.path, "SPEC_FILE": path,
                "RESULT_FILE": resultPath,
            ])
        try finish(process, "emacs")
        let data = try Data(contentsOf: URL(fileURLWithPath: resultPath))
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertNil(result["error"], "the client script failed: \(result["error"] ?? "")")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        // Eglot shows the source and the code before LoaderKit's message.
        XCTAssertEqual(
            diagnostics.map { $0["message"] as? String },
            [
                "loaderkit [validation]: duration must be a positive number",
                "loaderkit [unknown-field]: `speed` is not a field of a spec; LoaderKit ignores it",
            ])
        XCTAssertEqual(diagnostics.first?["line"] as? Int, 4)
        XCTAssertEqual(result["fixed"] as? Bool, true)
        XCTAssertEqual(result["shutdown"] as? Bool, true)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(saved.contains("\n  \"duration\": 1.5,\n  \"speed\": 1,\n"), saved)
        XCTAssertTrue(
            saved.contains("\n  \"parts\": [\n    {\n      \"layout\": {\n        \"type\": \"row\",\n"), saved)
    }

    /// Emacs's side: eglot started on the file (Debian's elpa packages ahead of Emacs's own).
    static let emacsClient = #"""
        (dolist (dir (directory-files "/usr/share/emacs/site-lisp/elpa" t "^[a-z]"))
          (add-to-list 'load-path dir))
        (require 'eglot)
        (require 'json)
        (require 'flymake)
        (defvar loader-result nil)
        (defun loader-note (key value) (push (cons key value) loader-result))
        (defun loader-wait (predicate seconds)
          (let ((deadline (+ (float-time) seconds)) (ok nil))
            (while (and (not (setq ok (funcall predicate))) (< (float-time) deadline))
              (accept-process-output nil 0.05))
            (if ok t :json-false)))
        (defun loader-diagnostics ()
          (mapcar (lambda (d) (list (cons 'message (flymake-diagnostic-text d))
                                    (cons 'line (line-number-at-pos (flymake-diagnostic-beg d)))))
                  (flymake-diagnostics)))
        (defun loader-errors ()
          (seq-filter (lambda (d) (eq (flymake-diagnostic-type d) 'eglot-error)) (flymake-diagnostics)))
        (condition-case err
            (let ((file (getenv "SPEC_FILE")))
              (find-file file)
              (js-mode)
              (let ((server (eglot '(js-mode) (cons 'transient (file-name-directory file)) 'eglot-lsp-server
                                   (list (getenv "LOADER_STUDIO") "lsp") "json")))
                (flymake-mode 1)
                (loader-note 'opened (loader-wait (lambda () (= (length (flymake-diagnostics)) 2)) 15))
                (loader-note 'diagnostics (loader-diagnostics))
                (goto-char (point-min))
                (search-forward "\"duration\": 0")
                (delete-char -1)
                (insert "1.5")
                (eglot--signal-textDocument/didChange)
                (loader-note 'fixed (loader-wait (lambda () (null (loader-errors))) 15))
                (eglot-format-buffer)
                (save-buffer)
                (eglot-shutdown server)
                (loader-note 'shutdown t)))
          (error (loader-note 'error (format "%S" err))))
        (with-temp-file (getenv "RESULT_FILE") (insert (json-encode loader-result)))
        (kill-emacs 0)
        """#

    /// Neovim's side: its own LSP client (0.7's API), driven as a user would, the results
    /// written as JSON for the test to read.
    static let client = #"""
        local result = {}
        local ok, err = pcall(function()
          vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("SPEC_FILE")))
          local buf = vim.api.nvim_get_current_buf()
          local exit_code = nil
          local id = vim.lsp.start_client({
            cmd = {os.getenv("LOADER_STUDIO"), "lsp", "--stdio"}, name = "loader-studio",
            root_dir = vim.fn.fnamemodify(os.getenv("SPEC_FILE"), ":h"),
            on_exit = function(code, signal) exit_code = code end,
          })
          vim.lsp.buf_attach_client(buf, id)
          local client = vim.lsp.get_client_by_id(id)
          local uri = vim.uri_from_bufnr(buf)
          local function diagnostics()
            local list = {}
            for _, d in ipairs(vim.diagnostic.get(buf)) do
              table.insert(list, {message = d.message, line = d.lnum, col = d.col, severity = d.severity, code = d.code})
            end
            return list
          end
          local function errors() return #vim.diagnostic.get(buf, {severity = vim.diagnostic.severity.ERROR}) end
          result.opened = vim.wait(15000, function() return errors() > 0 end, 20)
          result.diagnostics = diagnostics()
          local hover = client.request_sync("textDocument/hover",
            {textDocument = {uri = uri}, position = {line = 3, character = 4}}, 5000, buf)
          result.hover = hover and hover.result and hover.result.contents.value or vim.NIL
          -- The fix typed over the 0 (an incremental change).
          local line = vim.api.nvim_buf_get_lines(buf, 3, 4, true)[1]
          local at = line:find("0,", 1, true)
          vim.api.nvim_buf_set_text(buf, 3, at - 1, 3, at, {"1.5"})
          result.fixed = vim.wait(15000, function() return errors() == 0 end, 20)
          result.after_fix = diagnostics()
          -- The quick fix for the ignored field, applied by the editor.
          local actions = client.request_sync("textDocument/codeAction", {textDocument = {uri = uri},
            range = {start = {line = 3, character = 0}, ["end"] = {line = 3, character = 30}},
            context = {diagnostics = {}}}, 5000, buf)
          for _, action in ipairs((actions and actions.result) or {}) do
            if action.title == "Remove speed (LoaderKit ignores it)" then
              vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
              result.action = action.title
            end
          end
          result.clean = vim.wait(15000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
          -- Rename the param from its use: the declaration and the use change together.
          local use_row, use_col = 0, 0
          for i, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
            local at = text:find('"$param": "count"', 1, true)
            if at then use_row, use_col = i - 1, at - 1 + #'"$param": "' + 1 end
          end
          local renamed = client.request_sync("textDocument/rename", {textDocument = {uri = uri},
            position = {line = use_row, character = use_col}, newName = "dots"}, 5000, buf)
          if renamed and renamed.result then
            vim.lsp.util.apply_workspace_edit(renamed.result, client.offset_encoding)
            result.renamed = true
          end
          local hints = client.request_sync("textDocument/inlayHint", {textDocument = {uri = uri},
            range = {start = {line = 0, character = 0}, ["end"] = {line = 20, character = 0}}}, 5000, buf)
          result.hints = {}
          for _, hint in ipairs((hints and hints.result) or {}) do table.insert(result.hints, hint.label) end
          result.text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, true), "\n")
          -- Inside "circle": the shape types.
          local row, column = 0, 0
          for i, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
            local at = text:find('"shape": {"type": "', 1, true)
            if at then row, column = i - 1, at - 1 + #'"shape": {"type": "' end
          end
          local completion = client.request_sync("textDocument/completion",
            {textDocument = {uri = uri}, position = {line = row, character = column}}, 5000, buf)
          result.completion = {}
          for _, item in ipairs((completion and completion.result and completion.result.items) or {}) do
            table.insert(result.completion, item.label)
          end
          local symbols = client.request_sync("textDocument/documentSymbol", {textDocument = {uri = uri}}, 5000, buf)
          result.symbols = {}
          for _, symbol in ipairs((symbols and symbols.result) or {}) do table.insert(result.symbols, symbol.name) end
          vim.lsp.buf.formatting_sync(nil, 5000)
          vim.cmd("write")
          client.stop()
          result.stopped = vim.wait(10000, function() return exit_code ~= nil end, 20)
          result.exit_code = exit_code
        end)
        if not ok then result.error = tostring(err) end
        local file = io.open(os.getenv("RESULT_FILE"), "w")
        file:write(vim.fn.json_encode(result))
        file:close()
        vim.cmd("qall!")
        """#
}
