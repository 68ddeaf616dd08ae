/** Appends one async script (never twice for the same src). */
export function loadScript(doc: Document, src: string): void {
  if (Array.from(doc.scripts).some((script) => script.getAttribute('src') === src)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** http(s) URLs only: a configured script URL is the one thing here that loads foreign code. */
export function isScriptUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
