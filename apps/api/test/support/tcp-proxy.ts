import net from 'node:net';

/**
 * A TCP relay on a free loopback port to a target port, whose link can be cut (connections reset at once) or
 * made to hang (connections accepted, nothing passed on), and restored.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private mode: 'open' | 'cut' | 'hang' = 'open';
  private readonly server = net.createServer((client) => this.accept(client));
  port = 0;

  constructor(private readonly targetPort: number) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Resets every connection, and every new one, as an unreachable host would. */
  cut(): void {
    this.mode = 'cut';
    this.dropAll();
  }

  /** Leaves connections open but passes nothing either way, as a black-holed network would. */
  hang(): void {
    this.mode = 'hang';
    for (const socket of this.sockets) {
      socket.pause();
      socket.unpipe();
    }
  }

  restore(): void {
    this.mode = 'open';
    this.dropAll();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (this.mode === 'hang') {
      client.pause();
      return;
    }
    const upstream = this.track(net.connect(this.targetPort, '127.0.0.1'));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    return socket;
  }

  private dropAll(): void {
    for (const socket of this.sockets) {
      socket.resetAndDestroy();
    }
  }
}
