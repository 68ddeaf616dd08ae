import { Image } from '@/components/ui/Image';
import type { Image as ProductImage } from '@/lib/schemas';
import styles from './product.module.css';

/** Main picture size: the host's l (720) serves phones at 2x and the desktop column. */
const MAIN_PX = 720;
const THUMB_PX = 56;

/**
 * Server-rendered gallery. The first picture is the page's LCP (eager, high priority); the rest
 * load lazily as they scroll into view. Thumbnails jump to a slide through plain anchors.
 */
export function ProductGallery({ images, name, label, thumbLabel }: { images: ProductImage[]; name: string; label: string; thumbLabel: (index: number) => string }) {
  if (images.length === 0) {
    return (
      <div className={`${styles.gallery} ${styles.slides}`}>
        <div className={styles.slide}>
          <Image type="product" src={null} size={MAIN_PX} alt={name} priority />
        </div>
      </div>
    );
  }
  return (
    <section className={styles.gallery} aria-label={label}>
      {/* Focusable so keyboard users can scroll the strip (axe: scrollable-region-focusable). */}
      <ul className={styles.slides} tabIndex={0} aria-label={label}>
        {images.map((image, index) => (
          <li key={image.id} id={`product-image-${index + 1}`} className={styles.slide}>
            <Image type="product" src={image.url} size={MAIN_PX} alt={index === 0 ? name : `${name} (${index + 1})`} priority={index === 0} />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.id}>
              <a href={`#product-image-${index + 1}`} aria-label={thumbLabel(index + 1)}>
                <Image type="product" src={image.url} size={THUMB_PX} alt="" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
