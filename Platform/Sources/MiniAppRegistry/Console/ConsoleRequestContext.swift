import Hummingbird
import NIOCore

/// The request context of the whole server once the console is mounted: Hummingbird's
/// basic context plus the connection, so the console can rate-limit sign-in attempts by
/// the client's address (`BasicRequestContext` does not keep it).
struct ConsoleRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    var remoteAddress: SocketAddress? { channel.remoteAddress }
}
