import { getPublicConfig } from '@/lib/config';
import { realtimeEndpointFor } from './endpoint';
import type { ConnectRealtimeOptions, RealtimeEndpoint } from './types';

/** The options' endpoint, else the one derived from the configured platform URL (page and worker paths alike). */
export function endpointOf(options: Pick<ConnectRealtimeOptions, 'endpoint'>): RealtimeEndpoint {
  return options.endpoint ?? realtimeEndpointFor(getPublicConfig().apiUrl);
}
