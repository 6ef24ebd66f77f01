import ArgumentParser
import Foundation
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp keys`: the P-256 keys that sign manifest answers.
    struct Keys: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create, rotate and list the keys that sign manifest answers.",
            discussion: "Private keys stay in <data>/keys (0600). Old keys remain served under keys/{id} after a rotation.",
            subcommands: [Create.self, Rotate.self, List.self]
        )

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create a key (active if it is the first, or with --activate).")
            @OptionGroup var registry: RegistryOptions
            @Flag(help: "Sign with the new key from now on.") var activate = false
            @Option(help: "Make a key of this project's own (see `miniapp keys rotate --project`).") var project: String?

            func run() throws {
                let activate = activate, project = project
                let key = try registry.withAdmin { try await $0.keys.create(activate: activate, project: project) }
                print("\(key.id)\(key.active ? " (active)" : "")")
            }
        }

        struct Rotate: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Create a key and sign with it from now on; old keys stay served.",
                discussion: """
                    With --project, the key is the project's own: it signs that project's manifest answers, \
                    `keys/{id}` serves it to that project's hosts only, and those hosts are served no \
                    registry-wide key from then on, so no other project's version verifies for them \
                    (Rakuten's signature covers only versionId + sha256(zip)). Hosts that pin keys must pin it.
                    """)
            @OptionGroup var registry: RegistryOptions
            @Option(help: "Rotate this project's own key instead of the registry-wide one.") var project: String?

            func run() throws {
                let project = project
                let key = try registry.withAdmin { try await $0.operations.rotateSigningKey(project: project, by: .commandLine) }
                print("\(key.id) (active\(project.map { " for project \($0)" } ?? ""))")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List every key, oldest first.")
            @OptionGroup var registry: RegistryOptions

            @Flag(help: "Print each key as id:ecKey, the form `miniapp open --pin-key` takes (the active key first).")
            var pin = false

            func run() throws {
                let keys = try registry.withAdmin { try await $0.keys.list() }
                if pin {
                    // Scripts pin the active key: print it first.
                    for key in keys.filter(\.active) + keys.filter({ !$0.active }) { print("\(key.id):\(key.publicKeyX963)") }
                    return
                }
                if keys.isEmpty {
                    print("no keys yet: `miniapp serve` creates one at its first start, or run `miniapp keys create`")
                }
                for key in keys {
                    let created = Date(timeIntervalSince1970: Double(key.createdAt) / 1000)
                    let scope = key.projectId.map { "  project \($0)" } ?? ""
                    print("\(key.id)  \(created.ISO8601Format())\(key.active ? "  active" : "")\(scope)")
                }
            }
        }
    }
}
