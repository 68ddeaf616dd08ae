import { drawLobbyCard } from '../../og-cards';
import { ogImageResponse } from '../../og-response';

/** GET /{store}/live-lobby/og-image: the live lobby's 1200×630 preview PNG (lib/og/og-image drawLobbyCard gives its URL). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; store: string }> }): Promise<Response> {
  const { locale, store } = await params;
  return ogImageResponse(locale, (chosen) => drawLobbyCard(store, chosen));
}
