import Foundation
import MCP
import MiniAppHost

/// Checking files as `miniapp check` does, and reading a dialect's methods.
enum CheckingTools {
    static var all: [WorkbenchTool] { [check, methods] }

    static let check = WorkbenchTool(
        name: "miniapp_check",
        title: "Check a profile or mini app",
        description: "Check host profiles, mini app folders and manifest.json files as miniapp open and pack would, without opening anything: every problem at file:line:column with the nearest valid name or the valid values, as `miniapp check` prints them.",
        properties: ["paths": Schema.array(of: Schema.plainString, "Profiles (.json), mini app folders or manifest.json files.")],
        required: ["paths"],
        output: Schema.result([
            "ok": Schema.plainBoolean,
            "files": Schema.array(of: Schema.result(["path": Schema.plainString, "ok": Schema.plainBoolean, "problems": Schema.array(of: Schema.plainString, "file:line:column: path: message")]), "one per path"),
        ]),
        readOnly: true,
        run: { call in
            guard let paths = try call.arguments.strings("paths"), !paths.isEmpty else {
                throw ToolFailure("'paths' is required: an array of profiles, mini app folders or manifest.json files")
            }
            let policy = await call.workbench.pathPolicy()
            var files: [Value] = []
            for path in paths {
                let resolved = try policy.resolve(path, argument: "paths").path
                let problems = MiniAppCommand.Check.problems(of: resolved)
                files.append(["path": .string(resolved), "ok": .bool(problems.isEmpty), "problems": .array(problems.map(Value.string))])
            }
            let ok = files.allSatisfy { $0.objectValue?["ok"] == true }
            return ToolOutcome(structured: ["ok": .bool(ok), "files": .array(files)])
        })

    static let methods = WorkbenchTool(
        name: "miniapp_methods",
        title: "List a dialect's methods",
        description: "A bridge dialect's methods (actions, commands, events) with their parameters, answers and errors, from the dialect's protocol document (also readable as a resource).",
        properties: [
            "dialect": Schema.string("The dialect.", choices: DialectName.allCases.map(\.rawValue)),
            "name": Schema.string("Only this method (its wire name)."),
        ],
        required: ["dialect"],
        output: Schema.result(["dialect": Schema.plainString, "document": Schema.plainString, "methods": Schema.array(of: Schema.plainObject, "one per table row naming a method")]),
        readOnly: true,
        run: { call in
            let dialect = try call.arguments.choice("dialect", among: DialectName.allCases.map(\.rawValue)) ?? ""
            let reference = ReferenceDocuments()
            guard let file = reference.dialectFile(dialect), let markdown = try? String(contentsOf: file, encoding: .utf8) else {
                throw ToolFailure("the \(dialect) dialect's document is not here (set MINIAPP_DOCS to the repository's docs folder)")
            }
            var found = DialectMethods.methods(in: markdown)
            if let name = try call.arguments.string("name") {
                let names = Array(Set(found.map(\.name))).sorted()
                found = found.filter { $0.name == name }
                if found.isEmpty {
                    var message = "the \(dialect) dialect has no method '\(name)'"
                    if let nearest = NearestName.suggestion(for: name, among: names) { message += " (did you mean '\(nearest)'?)" }
                    throw ToolFailure(message + "; its methods: " + names.joined(separator: ", "))
                }
            }
            let listed: [Value] = found.map { method in
                var columns: [String: Value] = [:]
                for (header, cell) in method.columns { columns[header] = .string(cell) }
                return ["name": .string(method.name), "section": .string(method.section), "columns": .object(columns)]
            }
            return ToolOutcome(structured: [
                "dialect": .string(dialect), "document": .string("miniapp://docs/dialects/\(dialect)"), "methods": .array(listed),
            ])
        })
}
