/** A size-bounded LRU (Map order is recency): the in-process tier in front of Redis. */
export function createLru(maxBytes) {
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    bytes -= found.size;
  };
  return {
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, value, size) {
      drop(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    get bytes() {
      return bytes;
    },
  };
}
