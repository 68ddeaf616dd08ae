import { preload } from 'react-dom';
import { AVATAR_SIZE, imageSrc, toImageType } from '@/lib/format/image';
import { FALLBACK_ATTRIBUTE } from './image-fallback';
import styles from './image.module.css';

export interface ImageProps {
  /** product, user, channel or store; anything else shows the product picture (commerce §9). */
  type?: string | null;
  src?: string | null;
  /** Edge in CSS pixels: picks the host's size letter and sets width/height (default: avatar, 65). */
  size?: number;
  /** Intrinsic size when the picture is not square (defaults to `size`). */
  width?: number;
  height?: number;
  round?: boolean;
  /** Required, like on <img>: '' for a decorative picture. */
  alt: string;
  className?: string;
  /** The page's largest picture: fetched eagerly at high priority (LCP). */
  priority?: boolean;
  /** Pictures above the fold load eagerly; the rest lazily (default). */
  loading?: 'eager' | 'lazy';
}

/** The image of commerce §3/§9 as a plain server-renderable <img> (no client JS; see image-fallback). */
export function Image({ type, src, size = AVATAR_SIZE, width, height, round = false, alt, className, priority = false, loading }: ImageProps) {
  const kind = toImageType(type);
  const source = imageSrc(src, kind, Math.max(size, width ?? 0, height ?? 0));
  // The page's largest picture is announced in <head>, so its fetch starts with the document.
  if (priority) preload(source, { as: 'image', fetchPriority: 'high' });
  const classes = [styles.image, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  const fallback = { [FALLBACK_ATTRIBUTE]: `/images/default-${kind}.svg` };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the platform serves its own sizes (?size=s|m|l); next/image would re-encode them and ship a client loader.
    <img
      src={source}
      alt={alt}
      width={width ?? size}
      height={height ?? size}
      className={classes}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      {...fallback}
    />
  );
}
