import { OG_IMAGE_SIZE, placeholderInitial } from '@/lib/og/og-image';

/**
 * The one layout of every social preview image (drawn by satori through next/og, so flexbox and
 * inline styles only): the picture on the left, a badge, the title, detail lines and the store on
 * the right. A missing picture gets a drawn placeholder. Rendered only by the og-image routes.
 */

export interface OgCardProps {
  /** A data URL (lib/og/picture) or null for the placeholder. */
  picture: string | null;
  title: string;
  /** e.g. LIVE (red), a replay or upcoming badge (dark), a "live lobby" label. */
  badge?: { text: string; live: boolean } | null;
  /** Lines under the title: a price is `accent`. */
  lines?: { text: string; accent?: boolean }[];
  store: { name: string; avatar: string | null };
  /** CSS font-family list for the page's language (lib/og/fonts fontFamilyFor). */
  fontFamily: string;
}

const PICTURE_EDGE = OG_IMAGE_SIZE.height;
const ACCENT = '#ff4f7b';

function Placeholder({ label, edge, round }: { label: string; edge: number; round?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: edge,
        height: edge,
        borderRadius: round ? edge / 2 : 0,
        backgroundImage: 'linear-gradient(135deg, #ff7a9c 0%, #7b4dff 100%)',
        color: '#ffffff',
        fontSize: Math.round(edge / 3),
      }}
    >
      {placeholderInitial(label)}
    </div>
  );
}

function Picture({ src, label, edge, round }: { src: string | null; label: string; edge: number; round?: boolean }) {
  if (!src) return <Placeholder label={label} edge={edge} round={round} />;
  // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, there is no browser here
  return <img src={src} alt="" width={edge} height={edge} style={{ width: edge, height: edge, objectFit: 'cover', borderRadius: round ? edge / 2 : 0 }} />;
}

export function OgCard({ picture, title, badge, lines = [], store, fontFamily }: OgCardProps) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#17131f', color: '#ffffff', fontFamily }}>
      <Picture src={picture} label={title} edge={PICTURE_EDGE} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '48px 48px 44px' }}>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {badge ? (
            <div style={{ display: 'flex', marginBottom: 24 }}>
              <div style={{ display: 'flex', padding: '6px 18px', borderRadius: 8, fontSize: 30, background: badge.live ? '#e5223f' : '#3b3450', color: '#ffffff' }}>{badge.text}</div>
            </div>
          ) : null}
          <div style={{ display: 'flex', fontSize: 50, lineHeight: 1.3 }}>{title}</div>
          {lines.map((line, index) => (
            <div key={index} style={{ display: 'flex', marginTop: 20, fontSize: line.accent ? 52 : 32, color: line.accent ? ACCENT : '#d9d3e6' }}>
              {line.text}
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Picture src={store.avatar} label={store.name} edge={72} round />
          <div style={{ display: 'flex', marginLeft: 20, fontSize: 32, color: '#d9d3e6' }}>{store.name}</div>
        </div>
      </div>
    </div>
  );
}
