import { Image } from '@/components/ui/Image';
import { formatDuration } from '@/lib/format/duration';
import type { Clip } from '@/lib/schemas';
import styles from './room.module.css';

export interface ProductClipLabels {
  /** Above the clip: "In this clip". */
  promotedIn: string;
  /** The seek button. */
  watch: string;
  /** The badge of a product whose clip is playing. */
  playingNow: string;
}

/** A shoppable replay's product card part: the clip that promotes the product, and "watch" to seek there. */
export function ProductClip({ clip, labels, onWatch }: { clip: Clip; labels: ProductClipLabels; onWatch: (seconds: number) => void }) {
  return (
    <div className={styles.productClip} data-testid="product-clip">
      <Image src={clip.snapshot_url} size={96} width={96} height={54} alt="" className={styles.productClipImage} />
      <span className={styles.clipMeta}>
        {labels.promotedIn}: <strong>{clip.title}</strong> ({formatDuration(clip.started_time)})
      </span>
      <button type="button" className={`button button--ghost ${styles.watchButton}`} onClick={() => onWatch(clip.started_time)}>
        {labels.watch}
      </button>
    </div>
  );
}
