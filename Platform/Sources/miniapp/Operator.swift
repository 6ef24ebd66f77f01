import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp operator`: credentials of the people who run the registry.
    struct Operator: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Issue operator tokens, which sign in to the web console with every project in view.",
            subcommands: [Token.self]
        )

        struct Token: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Issue an operator token and print it (only its hash is stored, so copy it now).",
                discussion: "Sign in at <server>/console with it. A project's publisher token (`miniapp project token`) signs in too, limited to that project."
            )
            @OptionGroup var registry: RegistryOptions
            @Option(help: "Who holds the token; the audit log names changes by it.") var label: String = "operator"
            @OptionGroup var lifetime: TokenLifetimeOptions

            func validate() throws {
                guard !label.trimmingCharacters(in: .whitespaces).isEmpty, label.count <= 100 else {
                    throw ValidationError("--label must be 1 to 100 characters.")
                }
            }

            func run() throws {
                let label = label, lifetime = lifetime.duration
                print(try registry.withAdmin { try await $0.operations.createOperatorToken(label: label, lifetime: lifetime, by: .commandLine) })
            }
        }
    }
}
