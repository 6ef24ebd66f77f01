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

            func run() throws {
                let activate = activate
                let key = try registry.withAdmin { try await $0.keys.create(activate: activate) }
                print("\(key.id)\(key.active ? " (active)" : "")")
            }
        }

        struct Rotate: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create a key and sign with it from now on; old keys stay served.")
            @OptionGroup var registry: RegistryOptions

            func run() throws {
                let key = try registry.withAdmin { try await $0.operations.rotateSigningKey(by: .commandLine) }
                print("\(key.id) (active)")
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
                    print("\(key.id)  \(created.ISO8601Format())\(key.active ? "  active" : "")")
                }
            }
        }
    }
}
