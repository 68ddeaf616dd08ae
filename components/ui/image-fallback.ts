/**
 * Broken-image fallback without hydrating every picture: <Image> renders a plain <img> carrying
 * `data-fallback`, and one capturing `error` listener on the document swaps in that default picture
 * (image errors do not bubble, but they do pass through the capture phase). It must run before the
 * first <img> is parsed, so it is an inline script at the top of <body> (ImageFallbackScript).
 * A fallback that fails too is left alone, so an error can never loop.
 */

export const FALLBACK_ATTRIBUTE = 'data-fallback';

export const IMAGE_FALLBACK_SCRIPT =
  "document.addEventListener('error',function(e){var t=e.target,f;" +
  "if(t&&t.tagName==='IMG'&&(f=t.getAttribute('data-fallback'))&&t.getAttribute('src')!==f){t.removeAttribute('srcset');t.src=f}},true)";
