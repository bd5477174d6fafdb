extension FileURI {
    /// The `file://` URI of the absolute `path`: `/home/me/My specs/a.json` is
    /// `file:///home/me/My%20specs/a.json`. Every byte but the unreserved characters of RFC 3986
    /// (`A-Z a-z 0-9 - . _ ~`) and `/` is percent-encoded (upper-case hex), so `path(from:)`
    /// gives `path` back.
    package static func uri(forPath path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar)
            {
                uri.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return uri
    }
}
