import { Suspense } from 'react';
import { preconnect } from 'react-dom';
import { connection } from 'next/server';
import { PageTracking } from '@/components/shell/PageTracking';
import { analyticsConfig } from '@/lib/analytics/config';
import { configFromEnv, readEnv } from '@/lib/config';
import { serializeForScript } from '@/lib/i18n/shell-strings';

// The environment does not change while the server runs: build the browser's copy once.
let configScript: { source: string; apiOrigin: string } | null = null;
function runtimeConfig() {
  if (!configScript) {
    const config = configFromEnv(readEnv());
    configScript = { source: `window.__KIRARI_CONFIG__=${serializeForScript(config)}`, apiOrigin: new URL(config.apiUrl).origin };
  }
  return configScript;
}

/**
 * What the browser needs from the server's environment (platform hosts, error reporting,
 * analytics), so one build runs against any deployment. Rendered where the page is rendered at
 * run time, never into the build's prerendered root shell: first in the store shell (its pages are
 * rendered per store on first visit), and through `DeferredRuntimeSettings` on other pages.
 */
export function RuntimeSettings() {
  const config = runtimeConfig();
  // Product and store pictures come from the platform's host: open that connection early.
  preconnect(config.apiOrigin);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: config.source }} />
      <PageTracking {...analyticsConfig()} />
    </>
  );
}

async function AtRequestTime() {
  await connection();
  return <RuntimeSettings />;
}

/** For pages prerendered at build time (home, error and account pages): read at request time. */
export function DeferredRuntimeSettings() {
  return (
    <Suspense fallback={null}>
      <AtRequestTime />
    </Suspense>
  );
}
