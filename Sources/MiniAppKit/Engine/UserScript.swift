/// JavaScript injected into documents as they load.
package struct UserScript: Sendable, Equatable {
    /// When the script runs.
    package enum InjectionTime: Sendable, Equatable {
        /// Before any of the document's own scripts.
        case documentStart
        /// After the document has parsed.
        case documentEnd
    }

    /// Which frames receive it.
    package enum Frames: Sendable, Equatable {
        case mainFrameOnly
        case allFrames
    }

    package var source: String
    package var injectionTime: InjectionTime
    package var frames: Frames
    /// URL patterns (`scheme://host/*`) the script is limited to; empty means every URL.
    package var allowList: [String]

    package init(
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
