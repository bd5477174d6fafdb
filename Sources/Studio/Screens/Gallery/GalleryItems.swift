import Localization

/// What the gallery's grid shows, item by item: the user's files under their heading, then the
/// built-ins under theirs. Without files there are no headings, only the built-ins' cards.
struct GalleryItems: Equatable {
    /// A part of the gallery.
    enum Section: Equatable {
        case files, builtins

        /// The heading: the section's words and its count ("Your files · 3").
        func heading(_ count: Int) -> Message {
            self == .files ? GalleryText.filesHeading(count) : GalleryText.builtinsHeading(count)
        }
        /// The heading's identifier (for tests and debugging).
        var identifier: String { self == .files ? "gallery.heading.files" : "gallery.heading.builtins" }
    }

    /// One grid item: a heading over a section's `count` cards, or the card of `shown[index]`.
    enum Item: Equatable {
        case heading(Section, count: Int)
        case card(Int)
    }

    /// Height of a heading's row, in points.
    static let headingHeight = 32.0

    let items: [Item]

    /// The items for `files` matching files followed by `builtins` matching built-ins (cards
    /// index the shown documents in that order); `headed` adds the headings.
    init(files: Int, builtins: Int, headed: Bool) {
        var items: [Item] = []
        if headed, files > 0 { items.append(.heading(.files, count: files)) }
        items += (0..<files).map { .card($0) }
        if headed, builtins > 0 { items.append(.heading(.builtins, count: builtins)) }
        items += (files..<files + builtins).map { .card($0) }
        self.items = items
    }

    var count: Int { items.count }

    subscript(index: Int) -> Item { items[index] }

    /// True when item `index` is a heading.
    func isHeading(_ index: Int) -> Bool {
        guard items.indices.contains(index), case .heading = items[index] else { return false }
        return true
    }
}
