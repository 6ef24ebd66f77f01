import ArgumentParser
import Foundation

extension MiniAppCommand {
    /// Parses and runs a subcommand, reporting a failure of its `run()` under its own usage.
    ///
    /// argument-parser's `main()` reports errors thrown by `run()` as if the root command
    /// had thrown them: a `ValidationError` from `miniapp open` printed
    /// `Usage: miniapp <subcommand>`, which tells the user nothing about `open`'s
    /// arguments. Parse errors (and `validate()`'s) already carry the right command, so
    /// they go through argument-parser unchanged; a `ValidationError` from `run()` is
    /// printed here with the usage of the subcommand that threw it and exits 64; any
    /// other error is printed as `Error: <what>` without usage (it is no usage error)
    /// and exits 1, as argument-parser does; `ExitCode` exits quietly with its code.
    static func main() {
        SessionBrowser.announce(arguments: CommandLine.arguments)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            reportUsageError(error.message, of: type(of: command))
        } catch {
            exit(withError: error)
        }
        exit(withError: nil)
    }

    /// Prints `Error: message`, the usage of `subcommand` and where to read more, as
    /// argument-parser prints a parse error of that subcommand, and exits 64.
    private static func reportUsageError(_ message: String, of subcommand: any ParsableCommand.Type) -> Never {
        let path = (commandNames(to: subcommand, from: self) ?? [_commandName]).joined(separator: " ")
        let text = """
            Error: \(message)
            Usage: \(usageString(for: subcommand))
              See '\(path) --help' for more information.

            """
        FileHandle.standardError.write(Data(text.utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// The command names from `node` down to `target` (`["miniapp", "version", "publish"]`).
    private static func commandNames(to target: any ParsableCommand.Type, from node: any ParsableCommand.Type) -> [String]? {
        if ObjectIdentifier(node) == ObjectIdentifier(target) { return [node._commandName] }
        for child in node.configuration.subcommands {
            if let below = commandNames(to: target, from: child) { return [node._commandName] + below }
        }
        return nil
    }
}
