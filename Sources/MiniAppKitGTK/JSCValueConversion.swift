#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

/// Conversions between JavaScriptCore's `JSCValue` and the engine's Swift values.
///
/// Each value is converted once, at the edge, with JavaScriptCore's own serialiser
/// (`jsc_value_to_json`): no Foundation JSON on the message path, which the benchmarks
/// showed to be the cost that matters.
enum JSCValueConversion {
    /// The body of a posted message: strings stay strings, everything else becomes JSON text.
    static func messageBody(_ value: UnsafeMutablePointer<JSCValue>?) -> MessageBody {
        guard let value else { return .undefined }
        if jsc_value_is_string(value) != 0 {
            return .string(takeSwiftString(jsc_value_to_string(value)) ?? "")
        }
        if jsc_value_is_undefined(value) != 0 {
            return .undefined
        }
        guard let json = takeSwiftString(jsc_value_to_json(value, 0)) else { return .undefined }
        return .json(json)
    }

    /// The result of an evaluated script as JSON text; `nil` for `undefined` or a value
    /// JSON cannot represent (a function, a symbol).
    static func resultJSON(_ value: UnsafeMutablePointer<JSCValue>?) -> String? {
        guard let value, jsc_value_is_undefined(value) == 0 else { return nil }
        return takeSwiftString(jsc_value_to_json(value, 0))
    }

    /// Settles a `postMessage` Promise with `value`, creating the JS value in `context`.
    ///
    /// Invalid JSON text resolves with `null` rather than leaving the Promise pending.
    static func settle(
        _ reply: OpaquePointer,
        with value: ScriptMessageReply.Value,
        in context: UnsafeMutablePointer<JSCContext>
    ) {
        let jsValue: UnsafeMutablePointer<JSCValue>?
        switch value {
        case .error(let message):
            webkit_script_message_reply_return_error_message(reply, message)
            return
        case .string(let text):
            jsValue = jsc_value_new_string(context, text)
        case .json(let text):
            jsValue = jsc_value_new_from_json(context, text) ?? jsc_value_new_null(context)
        case .null:
            jsValue = jsc_value_new_null(context)
        }
        guard let jsValue else {
            webkit_script_message_reply_return_error_message(reply, "MiniAppKit: no reply value")
            return
        }
        webkit_script_message_reply_return_value(reply, jsValue)
        g_object_unref(jsValue)
    }
}
#endif
