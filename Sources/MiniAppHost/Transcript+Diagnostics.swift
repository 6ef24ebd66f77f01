package import MiniAppKit

extension Transcript {
    /// Records a JavaScript error of the page as an `error` line.
    package func record(_ error: ScriptError) {
        record("error", [
            "source": .string(error.source.rawValue),
            "name": .string(error.name),
            "message": .string(error.message),
            "file": error.location.map { .string($0.file) },
            "line": error.location.map { .int($0.line) },
            "column": error.location?.column.map(Value.int),
            "url": error.url.map(Value.string),
            "stack": error.stack.map(Value.string),
            "originalFile": error.original.map { .string($0.file) },
            "originalLine": error.original.map { .int($0.line) },
            "originalColumn": error.original?.column.map(Value.int),
            "originalStack": error.originalStack.map(Value.string),
            "frame": .string(error.frame),
        ])
    }

    /// Records a JavaScript dialog (`alert`, `confirm`, `prompt`, before-unload) and the
    /// answer it got as a `dialog` line.
    package func record(_ dialog: ScriptDialogAnswer) {
        record("dialog", [
            "type": .string(dialog.kind.transcriptName),
            "message": .string(dialog.message),
            "defaultText": dialog.defaultText.map(Value.string),
            "accepted": .bool(dialog.accepted),
            "text": dialog.text.map(Value.string),
            "by": .string(dialog.answeredBy.rawValue),
        ])
    }
}
