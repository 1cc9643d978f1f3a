import { useEffect, useState } from 'react';
import { setGuestToken } from '../../api/client';
import { EmbeddedDashboard } from '../../features/embedded/embedded-dashboard';
import { hostPort, readEmbeddedInfo } from '../../features/embedded/host-port';
import { Switchboard } from '@tessera/embed-sdk';
import { ErrorState, LoadingState } from '../../ui/query-state';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `/embedded/{uuid}` (Superset's EmbeddedPage): waits for the host's port and its first guest
 * token, then draws the dashboard with every request carrying the token; later `guestToken`
 * emits (the SDK refreshes before expiry) replace it. No navigation, no signed-in shell.
 */
export function EmbeddedPage() {
  const [info] = useState(readEmbeddedInfo);
  const [switchboard, setSwitchboard] = useState<Switchboard | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    hostPort().then((port) => {
      const board = new Switchboard(port, 'superset');
      board.defineMethod('guestToken', (args: unknown) => {
        if (!isRecord(args) || typeof args['guestToken'] !== 'string') return;
        setGuestToken(args['guestToken']);
        setSwitchboard(board);
      });
    }, setError);
  }, []);
  if (error !== null) return <ErrorState error={error} fullPage />;
  if (info === null || switchboard === null) return <LoadingState fullPage />;
  return <EmbeddedDashboard dashboardId={info.dashboardId} switchboard={switchboard} />;
}
