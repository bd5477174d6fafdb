import XCTest
@testable import Studio

/// The export folder: the last one exported to, else the Pictures folder (the environment, or
/// xdg-user-dirs' file), else the spec's folder, else the working directory; each only when it
/// is a folder.
final class ExportFolderTests: XCTestCase {
    func testTheFirstCandidateThatIsAFolderWins() {
        let folders: Set = ["/last", "/pictures", "/specs", "/work"]
        func choose(_ remembered: String?, _ pictures: String?, _ spec: String?, present: Set<String> = folders)
            -> String
        {
            ExportFolder.choose(
                remembered: remembered, pictures: pictures, specFile: spec, workingDirectory: "/work",
                isFolder: present.contains)
        }
        XCTAssertEqual(choose("/last", "/pictures", "/specs/a.json"), "/last")
        XCTAssertEqual(choose(nil, "/pictures", "/specs/a.json"), "/pictures")
        XCTAssertEqual(
            choose("/gone", "/pictures", "/specs/a.json"), "/pictures", "a remembered folder that went is skipped")
        XCTAssertEqual(
            choose(nil, "/no-pictures", "/specs/a.json"), "/specs", "a Pictures folder that does not exist is skipped")
        XCTAssertEqual(choose(nil, nil, "/specs/a.json"), "/specs")
        XCTAssertEqual(choose(nil, nil, nil), "/work")
        XCTAssertEqual(choose("relative", "also/relative", nil), "/work", "only absolute paths")
        XCTAssertEqual(
            choose(nil, nil, "/specs/a.json", present: []), "/work", "the working directory is the last resort")
    }

    func testThePicturesFolderComesFromTheEnvironmentFirst() {
        let unread: (String) -> String? = {
            XCTFail("\($0) need not be read"); return nil
        }
        XCTAssertEqual(
            PicturesFolder.find(environment: ["XDG_PICTURES_DIR": "/data/pics/", "HOME": "/home/me"], read: unread),
            "/data/pics")
        var read: [String] = []
        let files: [String: String] = ["/home/me/.config/user-dirs.dirs": "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n"]
        let reader: (String) -> String? = {
            read.append($0); return files[$0]
        }
        XCTAssertEqual(
            PicturesFolder.find(environment: ["XDG_PICTURES_DIR": "relative", "HOME": "/home/me"], read: reader),
            "/home/me/Bilder", "a relative variable is ignored")
        XCTAssertEqual(
            PicturesFolder.find(environment: ["XDG_PICTURES_DIR": "", "HOME": "/home/me"], read: reader),
            "/home/me/Bilder")
        XCTAssertEqual(read, ["/home/me/.config/user-dirs.dirs", "/home/me/.config/user-dirs.dirs"])
        read = []
        XCTAssertNil(
            PicturesFolder.find(environment: ["HOME": "/home/me", "XDG_CONFIG_HOME": "/etc/cfg"], read: reader))
        XCTAssertEqual(read, ["/etc/cfg/user-dirs.dirs"], "XDG_CONFIG_HOME holds the file when set")
    }

    func testUserDirsIsReadAsXdgUserDirsWritesIt() {
        let text = """
            # This file is written by xdg-user-dirs-update
            # If you want to change or add directories, just edit the line you're
            # interested in. All local changes will be retained on the next run.
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
              XDG_MUSIC_DIR = "/srv/music"
            XDG_PICTURES_DIR="$HOME/My \\"Pics\\" \\\\ here"
            XDG_VIDEOS_DIR=$HOME/Videos
            XDG_TEMPLATES_DIR="Templates"
            XDG_PUBLICSHARE_DIR="$HOMEWORK/x"
            XDG_DOCUMENTS_DIR="$HOME/Docs
            NOT_XDG="$HOME/x"
            """
        let dirs = PicturesFolder.userDirectories(in: text, home: "/home/me")
        XCTAssertEqual(
            dirs,
            [
                "DESKTOP": "/home/me/Desktop", "DOWNLOAD": "/home/me/Téléchargements", "MUSIC": "/srv/music",
                "PICTURES": "/home/me/My \"Pics\" \\ here",
            ],
            "unquoted, relative, unterminated and $HOMEWORK values are skipped")
        let twice = "XDG_PICTURES_DIR=\"$HOME/one\"\nXDG_PICTURES_DIR=\"$HOME/two\"\n"
        XCTAssertEqual(
            PicturesFolder.userDirectories(in: twice, home: "/h")["PICTURES"], "/h/two", "the last line wins")
    }

    func testAPicturesFolderSetToTheHomeFolderIsTurnedOff() {
        for value in ["\"$HOME\"", "\"$HOME/\"", "\"/home/me\""] {
            let found = PicturesFolder.find(environment: ["HOME": "/home/me"]) { _ in "XDG_PICTURES_DIR=\(value)\n" }
            XCTAssertNil(found, value)
        }
        XCTAssertNil(
            PicturesFolder.find(environment: ["HOME": "/home/me", "XDG_PICTURES_DIR": "/home/me/"]) { _ in nil })
    }
}
