import MCP

/// JSON Schema (draft 2020-12, MCP's default dialect) for tool inputs and results, built
/// as `Value`s. Inputs refuse properties they do not declare, as the tools do.
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], closed: Bool = true) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
        if closed { schema["additionalProperties"] = false }
        return .object(schema)
    }

    static func string(_ description: String, choices: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        return .object(schema)
    }

    static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "integer", "description": .string(description)]
        if let minimum { schema["minimum"] = .int(minimum) }
        if let maximum { schema["maximum"] = .int(maximum) }
        return .object(schema)
    }

    static func boolean(_ description: String) -> Value {
        ["type": "boolean", "description": .string(description)]
    }

    static func array(of items: Value, _ description: String) -> Value {
        ["type": "array", "items": items, "description": .string(description)]
    }

    /// Any JSON value.
    static func any(_ description: String) -> Value {
        ["description": .string(description)]
    }

    /// A result object whose listed properties are always there (others may be added later).
    static func result(_ properties: [String: Value], required: [String]? = nil) -> Value {
        object(properties, required: required ?? properties.keys.sorted(), closed: false)
    }

    static let plainString: Value = ["type": "string"]
    static let plainInteger: Value = ["type": "integer"]
    static let plainBoolean: Value = ["type": "boolean"]
    static let plainObject: Value = ["type": "object"]
    static let nullableString: Value = ["type": ["string", "null"]]
}
