import type { Server } from 'node:http';
import type { Config } from '../config.ts';

/** From this share of MAX_CONNECTIONS on, idle keep-alive sockets are closed at every new connection. */
export const NEAR_CAP = 0.8;

/**
 * One client may not hold every connection. Sockets beyond
 * MAX_CONNECTIONS_PER_IP from one address are closed at once; near MAX_CONNECTIONS idle keep-alive
 * sockets are closed early so new clients get in. Behind a reverse proxy (TRUST_PROXY set) every
 * socket comes from the proxy, so the per-address cap is the proxy's job (docs/security.md).
 */
export function limitConnections(
  server: Server,
  config: Pick<Config, 'maxConnections' | 'maxConnectionsPerIp' | 'trustProxy'>,
) {
  const perAddress = new Map<string, number>();
  let open = 0;
  server.on('connection', (socket) => {
    open++;
    socket.once('close', () => open--);
    if (open >= config.maxConnections * NEAR_CAP) server.closeIdleConnections();
    if (config.trustProxy !== false) return;
    const address = socket.remoteAddress ?? '';
    const count = (perAddress.get(address) ?? 0) + 1;
    if (count > config.maxConnectionsPerIp) {
      socket.destroy();
      return;
    }
    perAddress.set(address, count);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
