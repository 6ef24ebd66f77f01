import Foundation

/// A JavaScript error of the mini app's page, as the host saw it: an uncaught
/// exception or syntax error, an unhandled promise rejection, or an Error passed to
/// `console.error`.
///
/// Reported by the page's error script (``ScriptErrorEndpoint``) on a per-launch
/// secret channel, so a page cannot forge one; ``original`` and ``originalStack`` are
/// filled in when the app ships a source map for the file.
public struct ScriptError: Sendable, Equatable {
    /// How the error reached the host.
    public enum Source: String, Sendable, Equatable {
        /// An exception nothing caught, or a syntax error of a script (`error` event).
        case uncaught
        /// A rejected promise with no handler (`unhandledrejection` event).
        case unhandledRejection = "unhandledrejection"
        /// An Error passed to `console.error`.
        case console
    }

    /// A place in a script: a URL (or, for the app's own files, the path in the bundle)
    /// with a 1-based line and column.
    public struct Location: Sendable, Equatable, CustomStringConvertible {
        /// The path in the bundle for the app's own files, else the script's URL.
        public var file: String
        /// 1-based.
        public var line: Int
        /// `nil` where the engine gives none: WebKit reports a syntax error's line only.
        public var column: Int?

        /// A place; `column` `nil` when unknown.
        public init(file: String, line: Int, column: Int?) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// `file:line:column`, or `file:line` without a column.
        public var description: String { column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" }
    }

    /// How the error reached the host.
    public var source: Source
    /// The error's class name (`TypeError`); empty for a thrown value that is no Error.
    public var name: String
    /// The engine's message (`TypeError: undefined is not an object …` for an
    /// uncaught error; the Error's own `message` otherwise).
    public var message: String
    /// The script's URL as the engine gave it, when known.
    public var url: String?
    /// Where the error happened in the file the page loaded; `nil` when unknown.
    public var location: Location?
    /// JavaScriptCore's stack: one `function@url:line:column` frame per line.
    public var stack: String?
    /// `main` or `sub` (an iframe of the mini app's origin).
    public var frame: String
    /// ``location`` mapped through the app's source map, when it ships one.
    public var original: Location?
    /// ``stack`` with every frame the source maps cover rewritten to its original place.
    public var originalStack: String?

    /// An error as the page's script reported it; the original place is filled in later.
    public init(
        source: Source, name: String, message: String, url: String? = nil, location: Location? = nil,
        stack: String? = nil, frame: String = "main", original: Location? = nil, originalStack: String? = nil
    ) {
        self.source = source
        self.name = name
        self.message = message
        self.url = url
        self.location = location
        self.stack = stack
        self.frame = frame
        self.original = original
        self.originalStack = originalStack
    }

    /// One line for a terminal: `uncaught TypeError at app.js:3:5 (src/app.ts:2:3): message`.
    public var summary: String {
        var text = source.rawValue
        if !name.isEmpty, !message.hasPrefix(name) { text += " " + name }
        if let location { text += " at \(location)" }
        if let original { text += " (\(original))" }
        return text + ": " + message
    }
}
