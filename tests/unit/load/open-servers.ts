import type http from 'node:http';
import type { Forwarder } from '@/lib/load/forward.mjs';

/** The servers and forwarders a test opened, to close after it (kept-alive connections and all). */
export function openServers() {
  let servers: http.Server[] = [];
  let forwarders: Forwarder[] = [];
  return {
    track(...opened: (http.Server | Forwarder)[]) {
      for (const each of opened) {
        if ('listen' in each) servers.push(each);
        else forwarders.push(each);
      }
    },
    async closeAll() {
      for (const forward of forwarders) forward.close();
      for (const each of servers) each.closeAllConnections();
      await Promise.all(servers.map((each) => new Promise<void>((resolve) => (each.listening ? each.close(() => resolve()) : resolve()))));
      servers = [];
      forwarders = [];
    },
  };
}
