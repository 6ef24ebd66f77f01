/// JavaScript injected into documents as they load.
public struct UserScript: Sendable, Equatable {
    /// When the script runs.
    public enum InjectionTime: Sendable, Equatable {
        /// Before any of the document's own scripts.
        case documentStart
        /// After the document has parsed.
        case documentEnd
    }

    /// Which frames receive it.
    public enum Frames: Sendable, Equatable {
        case mainFrameOnly
        case allFrames
    }

    public var source: String
    public var injectionTime: InjectionTime
    public var frames: Frames
    /// URL patterns (`scheme://host/*`) the script is limited to; empty means every URL.
    public var allowList: [String]

    public init(
        source: String,
        injectionTime: InjectionTime = .documentStart,
        frames: Frames = .mainFrameOnly,
        allowList: [String] = []
    ) {
        self.source = source
        self.injectionTime = injectionTime
        self.frames = frames
        self.allowList = allowList
    }
}
