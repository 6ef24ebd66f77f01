import ArgumentParser
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp project`: host projects, their subscription keys and publisher tokens.
    struct Project: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create and list projects; issue publisher tokens; rotate subscription keys.",
            subcommands: [Create.self, List.self, Token.self, RotateKey.self]
        )

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create a project and print its subscription key.")
            @OptionGroup var registry: RegistryOptions
            @Argument(help: "The project id (letters, digits, '-', '_', '.').") var id: String
            @Option(help: "A display name (default: the id).") var name: String?

            func run() throws {
                let id = id, name = name ?? id
                let project = try registry.withAdmin { try await $0.operations.createProject(id: id, name: name, by: .commandLine) }
                print("project \(project.id)")
                print("subscription key \(project.subscriptionKey)  (hosts send apiKey: ras-\(project.subscriptionKey))")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List projects and their subscription keys.")
            @OptionGroup var registry: RegistryOptions

            func run() throws {
                for project in try registry.withAdmin({ try await $0.store.projects() }) {
                    print("\(project.id)  \(project.subscriptionKey)  \(project.name)")
                }
            }
        }

        struct RotateKey: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "rotate-key",
                abstract: "Give a project a new subscription key and print it; hosts with the old key get 401 from then on.")
            @OptionGroup var registry: RegistryOptions
            @Argument(help: "The project id.") var id: String

            func run() throws {
                let id = id
                let project = try registry.withAdmin { try await $0.operations.rotateSubscriptionKey(project: id, by: .commandLine) }
                print("subscription key \(project.subscriptionKey)  (hosts send apiKey: ras-\(project.subscriptionKey))")
            }
        }

        struct Token: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Issue a publisher token for a project and print it (only its hash is stored).",
                discussion: "List tokens and revoke them with `miniapp tokens`.")
            @OptionGroup var registry: RegistryOptions
            @Argument(help: "The project id.") var id: String
            @Option(help: "A note saying who or what holds the token.") var label: String = "cli"
            @OptionGroup var lifetime: TokenLifetimeOptions

            func run() throws {
                let id = id, label = label, lifetime = lifetime.duration
                print(try registry.withAdmin {
                    try await $0.operations.createPublisherToken(project: id, label: label, lifetime: lifetime, by: .commandLine)
                })
            }
        }
    }
}
