import ArgumentParser
import CProcessTie
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MiniAppCommand {
    /// `miniapp exec-tied`: becomes another program that ends when its parent does.
    ///
    /// `miniapp mcp` starts every process of a session through it, and `miniapp webdriver`
    /// its WebKitWebDriver, because a program started with Foundation's `Process` cannot be
    /// told, between its fork and its exec, to end with its parent: the kernel's
    /// parent-death signal (`PR_SET_PDEATHSIG`) has to be asked for by the child itself.
    /// So the child is this command, which asks for it,
    /// checks that the parent has not already gone (then nothing would send the signal),
    /// restores the signals a Swift thread may have blocked, optionally becomes the
    /// leader of a new process group (so the session's whole tree can be ended at once),
    /// and replaces itself with the program. Hidden: only `miniapp` itself uses it.
    struct ExecTied: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "exec-tied",
            abstract: "Run a program that ends when the process with id --parent ends (used by miniapp mcp and webdriver).",
            shouldDisplay: false)

        @Option(help: "The parent's process id: the program gets --signal when it ends.")
        var parent: Int32

        @Option(name: .customLong("signal"), help: "TERM (the program ends its own way) or KILL.")
        var deathSignal: String = "TERM"

        @Flag(help: "Lead a new process group, which the program's children join.")
        var group = false

        @Option(name: .customLong("env"), help: ArgumentHelp("A variable the program gets (NAME=VALUE), set only once this command has loaded.", valueName: "name=value"))
        var variables: [String] = []

        @Argument(parsing: .postTerminator, help: "The program and its arguments, after --.")
        var command: [String] = []

        func run() throws {
            let program = command
            guard let executable = program.first else { throw ValidationError("give the program to run after --") }
            let number: Int32
            switch deathSignal {
            case "TERM": number = SIGTERM
            case "KILL": number = SIGKILL
            default: throw ValidationError("--signal \(deathSignal): use TERM or KILL")
            }
            switch miniapp_tie_to_parent(number, parent) {
            case 0: break
            case 1: throw ExitCode(1)  // the parent is gone: the program must not outlive it
            default: throw ValidationError("the system refused a parent-death signal: \(String(cString: strerror(errno)))")
            }
            if group { setpgid(0, 0) }
            for variable in variables {
                guard let equals = variable.firstIndex(of: "="), equals != variable.startIndex else {
                    throw ValidationError("--env \(variable): write NAME=VALUE")
                }
                setenv(String(variable[..<equals]), String(variable[variable.index(after: equals)...]), 1)
            }
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigprocmask(SIG_SETMASK, &unblocked, nil)
            for restored in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { signal(restored, SIG_DFL) }
            let arguments = program.map { strdup($0) } + [nil]
            execvp(executable, arguments)
            FileHandle.standardError.write(Data("miniapp exec-tied: cannot run \(executable): \(String(cString: strerror(errno)))\n".utf8))
            throw ExitCode(127)
        }
    }
}
