import { createServer, type Server, type Socket } from 'node:net';
import { Client, type ClientChannel, type ConnectConfig } from 'ssh2';
import type { ConnectionInfo, EngineConnection, EngineSpec } from './types.js';

/** A tunnel's settings with its secrets decrypted; for engine connections only. */
export interface SshTunnelConfig {
  server_address: string;
  server_port: number;
  username: string;
  password: string | null;
  private_key: string | null;
  private_key_password: string | null;
}

export interface OpenTunnel {
  /** The 127.0.0.1 port that forwards to the database through the SSH server. */
  localPort: number;
  close(): Promise<void>;
}

/** How long the SSH handshake and login may take (Superset's SSH_TUNNEL_TIMEOUT_SEC is 10). */
const READY_TIMEOUT_MS = 10_000;

const sshLogin = (config: SshTunnelConfig): ConnectConfig => ({
  host: config.server_address,
  port: config.server_port,
  username: config.username,
  readyTimeout: READY_TIMEOUT_MS,
  ...(config.private_key !== null
    ? {
        privateKey: config.private_key,
        ...(config.private_key_password !== null && { passphrase: config.private_key_password }),
      }
    : { password: config.password ?? '' }),
});

const listenLocal = (server: Server): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A logged-in SSH session; its errors after login only end it (its 'close' follows). */
const connectClient = (config: SshTunnelConfig): Promise<Client> =>
  new Promise((resolve, reject) => {
    const client = new Client();
    // 'error' may come more than once (e.g. a timeout, then the socket); a later one must not go unhandled.
    client.on('error', (err) => reject(err));
    client.once('ready', () => resolve(client));
    client.connect(sshLogin(config));
  });

/**
 * Superset's SSHManager.create_tunnel (sshtunnel's SSHTunnelForwarder): an SSH session and a
 * local server on 127.0.0.1, a random port, each of whose connections is forwarded
 * (`direct-tcpip`) to `target` as the SSH server sees it. The first session is opened here, so bad
 * credentials fail the pool at once; a session the bastion drops later is reopened by the next
 * connection, so a long-lived pool survives a bastion restart.
 */
export const openSshTunnel = async (
  config: SshTunnelConfig,
  target: { host: string; port: number },
): Promise<OpenTunnel> => {
  let session: Promise<Client> | null = null;
  let closed = false;
  const sessionNow = (): Promise<Client> => {
    session ??= connectClient(config).then(
      (client) => {
        client.on('close', () => {
          if (session !== null && !closed) session = null;
        });
        return client;
      },
      (err: unknown) => {
        session = null;
        throw err;
      },
    );
    return session;
  };
  const sockets = new Set<Socket>();
  const forward = async (socket: Socket): Promise<void> => {
    const client = await sessionNow();
    const channel = await new Promise<ClientChannel>((resolve, reject) =>
      client.forwardOut('127.0.0.1', socket.remotePort ?? 0, target.host, target.port, (err, stream) =>
        err ? reject(err) : resolve(stream),
      ),
    );
    channel.on('error', () => socket.destroy());
    channel.on('close', () => socket.destroy());
    socket.pipe(channel).pipe(socket);
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    forward(socket).catch(() => socket.destroy());
  });
  try {
    await sessionNow();
    const localPort = await listenLocal(server);
    let closing: Promise<void> | null = null;
    return {
      localPort,
      close: () => {
        closed = true;
        closing ??= new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
          void session?.then((client) => client.end()).catch(() => undefined);
        });
        return closing;
      },
    };
  } catch (err) {
    server.close();
    throw new Error(`SSH tunnel to ${config.server_address}:${config.server_port} failed: ${errorText(err)}`, {
      cause: err,
    });
  }
};

/**
 * Connects the engine directly, or through a tunnel opened for this pool alone: the engine is
 * given 127.0.0.1 and the tunnel's port instead of the database's host, and closing the
 * connection closes the tunnel (Superset's get_sqla_engine with an SSH tunnel).
 */
export const connectEngine = async (
  spec: EngineSpec,
  info: ConnectionInfo,
  tunnel: SshTunnelConfig | null,
): Promise<EngineConnection> => {
  if (tunnel === null) return spec.connect(info);
  const host = info.parameters.host ?? 'localhost';
  const port = info.parameters.port ?? spec.defaultPort;
  if (port === null) throw new Error('A database port is required when connecting via SSH Tunnel.');
  const open = await openSshTunnel(tunnel, { host, port });
  try {
    const conn = await spec.connect({
      ...info,
      parameters: { ...info.parameters, host: '127.0.0.1', port: open.localPort },
    });
    return {
      execute: (sql, opts) => conn.execute(sql, opts),
      introspect: conn.introspect,
      close: async () => {
        try {
          await conn.close();
        } finally {
          await open.close();
        }
      },
    };
  } catch (err) {
    await open.close();
    throw err;
  }
};
