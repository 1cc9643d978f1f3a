import { timingSafeEqual } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { Server, utils, type Connection } from 'ssh2';

export interface SshServerOptions {
  username: string;
  /** The password accepted for `username`. */
  password: string;
  /** OpenSSH public keys accepted for `username`. */
  publicKeys: readonly string[];
}

/** A bastion for tests: what logged in, how many connections it forwarded, how many sessions are open. */
export interface TestSshServer {
  port: number;
  /** `direct-tcpip` channels forwarded so far. */
  forwarded: () => number;
  /** Login methods that succeeded, in order ('password', 'publickey'). */
  logins: () => string[];
  /** SSH sessions still open. */
  openSessions: () => number;
  /** Ends every open session, as a bastion restart would. */
  dropSessions: () => void;
  close: () => Promise<void>;
}

const same = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/**
 * An SSH server (ssh2's Server) on 127.0.0.1, port 0: password and public-key login for one user,
 * and `direct-tcpip` forwarding to wherever the client asks, like an OpenSSH bastion.
 */
export const startSshServer = async (opts: SshServerOptions): Promise<TestSshServer> => {
  const hostKey = utils.generateKeyPairSync('ed25519');
  const allowed = opts.publicKeys.map((k) => {
    const parsed = utils.parseKey(k);
    if (parsed instanceof Error) throw parsed;
    return Array.isArray(parsed) ? parsed[0] : parsed;
  });
  let forwarded = 0;
  const logins: string[] = [];
  const sessions = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    sessions.add(client);
    client.on('close', () => sessions.delete(client));
    client.on('error', () => sessions.delete(client));
    client.on('authentication', (ctx) => {
      if (ctx.username !== opts.username) return ctx.reject();
      if (ctx.method === 'password') {
        if (!same(Buffer.from(ctx.password), Buffer.from(opts.password))) return ctx.reject();
        logins.push('password');
        return ctx.accept();
      }
      if (ctx.method === 'publickey') {
        const key = allowed.find(
          (k) => k !== undefined && k.type === ctx.key.algo && same(k.getPublicSSH(), ctx.key.data),
        );
        if (!key) return ctx.reject();
        // Without a signature the client only asks whether the key would do.
        if (!ctx.signature) return ctx.accept();
        if (ctx.blob === undefined || key.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true) return ctx.reject();
        logins.push('publickey');
        return ctx.accept();
      }
      return ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('tcpip', (accept, reject, info) => {
        const upstream = connect(info.destPort, info.destIP);
        upstream.once('error', () => reject());
        upstream.once('connect', () => {
          forwarded += 1;
          const channel = accept();
          channel.on('error', () => upstream.destroy());
          upstream.on('error', () => channel.destroy());
          upstream.pipe(channel).pipe(upstream);
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    forwarded: () => forwarded,
    logins: () => [...logins],
    openSessions: () => sessions.size,
    dropSessions: () => {
      for (const s of sessions) s.end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.end();
        server.close(() => resolve());
      }),
  };
};
