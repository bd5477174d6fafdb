/// LoaderKit's 29 playground examples, embedded so `#example=ID` opens without any file.
public enum ExampleSpecs {
    /// The example ids, in alphabetical order.
    public static var all: [String] { ids }

    /// The text of the example `id` (ending with a newline), nil for an unknown id.
    public static func json(_ id: String) -> String? { texts[id].map { $0 + "\n" } }
}
