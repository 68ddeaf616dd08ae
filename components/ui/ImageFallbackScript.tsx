import { IMAGE_FALLBACK_SCRIPT } from './image-fallback';

/** Place once, first thing in <body>: installs the fallback for every <Image> of the page. */
export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
