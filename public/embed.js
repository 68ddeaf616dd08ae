// @ts-check
/*! Kirari embed v1: the live room in a store's own site. Docs and types: docs/embedding.md, embed.d.ts */
(function () {
  'use strict';

  const VERSION = 1;
  /** Read now: currentScript is only set while this file first runs. */
  const SCRIPT = document.currentScript;
  const SCRIPT_ORIGIN = SCRIPT instanceof HTMLScriptElement && SCRIPT.src ? new URL(SCRIPT.src).origin : null;

  // ---- The protocol, mirrored by hand from lib/live/embed/protocol.ts (a unit test compares the
  // verdicts with zod's). A checker returns the value it accepts (unknown keys dropped) or FAIL.
  const FAIL = {};
  /** @param {(v: any) => boolean} ok */
  const is = (ok) => (/** @type {any} */ v) => (ok(v) ? v : FAIL);
  const isObject = (/** @type {any} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const string = is((v) => typeof v === 'string');
  const nonEmpty = is((v) => typeof v === 'string' && v.length > 0);
  const messageId = is((v) => typeof v === 'string' && v.length > 0 && v.length <= 64);
  const boolean = is((v) => typeof v === 'boolean');
  const count = is((v) => Number.isSafeInteger(v) && v >= 0);
  const positive = is((v) => Number.isSafeInteger(v) && v > 0);
  const seconds = is((v) => typeof v === 'number' && isFinite(v) && v >= 0);
  const oneOf = (/** @type {string[]} */ ...values) => is((v) => values.indexOf(v) >= 0);
  const nullable = (/** @type {Function} */ c) => (/** @type {any} */ v) => (v === null ? null : c(v));
  const optional = (/** @type {Function} */ c) => (/** @type {any} */ v) => (v === undefined ? undefined : c(v));
  const anything = (/** @type {any} */ v) => v;
  /** zod's z.url({ protocol: /^https?$/ }): trimmed, `http(s)://`, parseable; tabs and newlines dropped. */
  const httpUrl = (/** @type {any} */ v) => {
    if (typeof v !== 'string' || !/^https?:\/\//i.test(v.trim())) return FAIL;
    try {
      new URL(v.trim());
    } catch {
      return FAIL;
    }
    return v.trim().replace(/[\t\n\r]/g, '');
  };
  /** @param {Record<string, Function>} shape */
  const object = (shape) => /** @param {any} v @returns {any} */ (v) => {
    if (!isObject(v)) return FAIL;
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key](v[key]);
      if (value === FAIL) return FAIL;
      if (key in v) out[key] = value;
    }
    return out;
  };
  const array = (/** @type {Function} */ c) => (/** @type {any} */ v) => {
    if (!Array.isArray(v)) return FAIL;
    const out = v.map((item) => c(item));
    return out.indexOf(FAIL) >= 0 ? FAIL : out;
  };

  const viewerKind = oneOf('ghost', 'guest', 'member');
  const playStatus = oneOf('playing', 'paused', 'waiting', 'ended');
  const phase = oneOf('ready', 'started', 'ended');
  const mode = oneOf('upcoming', 'live', 'ended', 'replay');
  const viewer = object({ kind: viewerKind, id: nullable(string), nickname: nullable(string) });

  /** @type {Record<string, Function>} */
  const ROOM_PAYLOADS = {
    'token-update': viewer,
    'realtime-id': object({ id: nonEmpty }),
    'sku-sold': object({ skuId: count, productId: nullable(count), quantity: nullable(count), availableQuantity: nullable(count) }),
    'products-changed': object({ products: array(object({ id: count, name: string, salableStatus: oneOf('on_sell', 'sold_out', 'before_sell', 'end_sell'), soldOut: boolean })) }),
    lifecycle: object({ phase, postId: count, mode }),
    'promoting-product': object({ productId: nullable(count) }),
    'salable-status': object({ productId: count, status: oneOf('on_sell', 'sold_out', 'before_sell', 'end_sell') }),
    audio: object({ muted: boolean }),
    'play-status': object({ status: playStatus }),
    clip: object({ clipId: nullable(string), title: nullable(string), start: nullable(seconds), end: nullable(seconds) }),
    'video-time': object({ currentTime: seconds, duration: nullable(seconds), live: boolean }),
    'force-reload': object({ inSeconds: seconds, reason: oneOf('live-started', 'force-refresh') }),
    'video-element-bound': object({ engine: oneOf('native', 'videojs'), live: boolean }),
    'fingerprint-id': object({ id: nullable(string) }),
    heartbeat: object({ seq: positive, intervalMs: positive }),
    navigate: object({ url: httpUrl, target: oneOf('product', 'cart', 'checkout', 'other') }),
    ack: object({ commandId: messageId, command: string, result: optional(anything) }),
    error: object({
      commandId: nullable(messageId),
      command: nullable(string),
      code: oneOf('unknown-command', 'invalid-message', 'not-supported', 'not-ready', 'failed'),
      message: string,
    }),
  };
  const HOST_COMMANDS = ['hello', 'mute', 'unmute', 'play', 'pause', 'seek', 'get-state', 'heartbeat', 'configure'];
  const stateSnapshot = object({
    postId: count,
    mode,
    phase,
    muted: boolean,
    playStatus: nullable(playStatus),
    currentTime: nullable(seconds),
    duration: nullable(seconds),
    promotingProductId: nullable(count),
    viewer,
    delegateNavigation: boolean,
    rejectedMessages: count,
  });

  /** @param {unknown} data @returns {{ ok: true, message: any } | { ok: false, reason: string }} */
  function parseRoomMessage(data) {
    const head = object({ source: oneOf('kirari'), version: is((v) => v === VERSION), id: messageId, type: string })(data);
    if (head === FAIL) return { ok: false, reason: 'not a version 1 Kirari room message' };
    const payloadOf = ROOM_PAYLOADS.hasOwnProperty(head.type) ? ROOM_PAYLOADS[head.type] : null;
    if (!payloadOf) return { ok: false, reason: `unknown message type ${head.type}` };
    const payload = payloadOf(/** @type {any} */ (data).payload);
    if (payload === FAIL) return { ok: false, reason: `invalid ${head.type} payload` };
    return { ok: true, message: { source: head.source, version: head.version, id: head.id, type: head.type, payload } };
  }

  /** @param {unknown} value @returns {any} the snapshot, or null when it does not fit */
  function parseStateSnapshot(value) {
    const state = stateSnapshot(value);
    return state === FAIL ? null : state;
  }

  // ---- The room.

  class KirariEmbedError extends Error {
    /** @param {string} code @param {string} message @param {string | null} command @param {string | null} commandId */
    constructor(code, message, command, commandId) {
      super(message);
      this.name = 'KirariEmbedError';
      this.code = code;
      this.command = command;
      this.commandId = commandId;
    }
  }

  const STORE_SLUG = /^[a-z0-9][a-z0-9_-]*$/i;
  const SOURCE = /^[a-z0-9_]{1,32}$/i;
  const HELLO_RETRY_MS = 1000;
  /** After this many unanswered hellos, ask at the heartbeat's pace (a refused frame never answers). */
  const HELLO_FAST_TRIES = 15;
  const HEARTBEAT_MS = 5000;
  /** Silent for this many heartbeat intervals: stale. */
  const STALE_AFTER = 3;

  /** @param {any} value @param {string} what */
  const fail = (value, what) => {
    throw new Error(`KirariEmbed: ${what} (got ${JSON.stringify(value)})`);
  };

  /** @param {any} options */
  function settingsOf(options) {
    if (!isObject(options)) fail(options, 'create() needs an options object');
    const container = typeof options.container === 'string' ? document.querySelector(options.container) : options.container;
    if (!(container instanceof Element)) fail(options.container, 'container must be an element or a selector of one');
    const store = options.store;
    if (typeof store !== 'string' || store.length > 100 || !STORE_SLUG.test(store)) fail(store, 'store must be a store slug such as "demo"');
    const post = typeof options.post === 'string' && /^\d{1,15}$/.test(options.post) ? Number(options.post) : options.post;
    if (!Number.isSafeInteger(post) || post < 1) fail(options.post, 'post must be a positive integer post id');
    const source = options.source === undefined ? 'sdk' : options.source;
    if (typeof source !== 'string' || !SOURCE.test(source)) fail(source, 'source must be letters, digits or _, such as "sdk" or "cms_sdk"');
    let origin = options.origin === undefined ? SCRIPT_ORIGIN : options.origin;
    try {
      const url = new URL(origin);
      origin = /^https?:$/.test(url.protocol) ? url.origin : null;
    } catch {
      origin = null;
    }
    if (!origin) fail(options.origin, 'origin must be the storefront origin (http or https); it defaults to where embed.js was loaded from');
    const timeout = options.commandTimeoutMs === undefined ? 5000 : options.commandTimeoutMs;
    if (!Number.isFinite(timeout) || timeout <= 0) fail(timeout, 'commandTimeoutMs must be a positive number');
    return {
      container: /** @type {Element} */ (container),
      src: `${origin}/${encodeURIComponent(store)}/live/${post}?hu_source=${encodeURIComponent(source)}`,
      origin: /** @type {string} */ (origin),
      post,
      timeout,
      delegateNavigation: options.delegateNavigation === true,
      heartbeat: options.heartbeat !== false,
      title: typeof options.title === 'string' && options.title ? options.title : 'Live shopping room',
    };
  }

  /** @param {any} options */
  function create(options) {
    const settings = settingsOf(options);
    const origin = settings.origin;
    const iframe = document.createElement('iframe');
    iframe.src = settings.src;
    iframe.title = settings.title;
    iframe.setAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    // The room learns its parent's origin from the referrer where ancestorOrigins is missing (Firefox).
    iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    // Through the CSSOM, which a host's CSP without 'unsafe-inline' styles still allows.
    Object.assign(iframe.style, { display: 'block', width: '100%', height: '100%', border: '0' });

    /** @type {Map<string, Set<Function>>} */
    const handlers = new Map();
    /** Commands sent and waiting for their answer, by id. @type {Map<string, { type: string, resolve: Function, reject: Function, timer: any }>} */
    const pending = new Map();
    /** Commands made before the room is ready, sent on its hello answer. @type {{ id: string, type: string, payload: object }[]} */
    let queue = [];
    const helloIds = new Set();
    const prefix = Math.random().toString(36).slice(2, 10);
    let counter = 0;
    let ready = false;
    let destroyed = false;
    /** @type {'connecting' | 'alive' | 'stale'} */
    let status = 'connecting';
    let lastHeard = Date.now();
    let interval = HEARTBEAT_MS;
    let heartbeatSeq = 0;
    let delegateNavigation = settings.delegateNavigation;
    /** @type {any} */
    let helloTimer = null;
    /** @type {any} */
    let watchTimer = null;

    /** @param {string} type @param {...unknown} args */
    function emit(type, ...args) {
      for (const handler of Array.from(handlers.get(type) || [])) {
        try {
          handler(...args);
        } catch (error) {
          // One failing handler must not stop the others, nor this script: report it asynchronously.
          setTimeout(() => {
            throw error;
          });
        }
      }
    }

    /** @param {string} type @param {object} payload @param {string} [id] */
    function post(type, payload, id) {
      const message = { source: 'kirari-host', version: VERSION, id: id || `${prefix}-${++counter}`, type, payload };
      // Never '*': only the storefront may read a command.
      if (iframe.contentWindow) iframe.contentWindow.postMessage(message, origin);
      return message.id;
    }

    function sayHello() {
      helloIds.add(post('hello', { delegateNavigation }));
      // A refused frame never answers: remember only the latest few.
      if (helloIds.size > 20) helloIds.delete(helloIds.values().next().value);
    }

    /** The room listens once it has hydrated, which can be after the load event: ask until it answers. */
    function startHello(tries = 0) {
      clearTimeout(helloTimer);
      sayHello();
      helloTimer = setTimeout(() => startHello(tries + 1), tries < HELLO_FAST_TRIES ? HELLO_RETRY_MS : interval);
    }

    /** @param {string} id */
    function settle(id) {
      const entry = pending.get(id);
      if (entry) {
        pending.delete(id);
        clearTimeout(entry.timer);
        queue = queue.filter((queued) => queued.id !== id);
      }
      return entry;
    }

    /** @param {string} type @param {object} payload @returns {Promise<any>} */
    function command(type, payload) {
      if (destroyed) return Promise.reject(new KirariEmbedError('destroyed', 'KirariEmbed: the room was destroyed', type, null));
      return new Promise((resolve, reject) => {
        const id = `${prefix}-${++counter}`;
        const timer = setTimeout(() => {
          if (settle(id)) reject(new KirariEmbedError('timeout', `KirariEmbed: no answer to ${type} within ${settings.timeout} ms`, type, id));
        }, settings.timeout);
        pending.set(id, { type, resolve, reject, timer });
        if (ready) post(type, payload, id);
        else queue.push({ id, type, payload });
      });
    }

    function becomeReady(/** @type {any} */ state) {
      ready = true;
      clearTimeout(helloTimer);
      helloIds.clear();
      const queued = queue;
      queue = [];
      for (const item of queued) post(item.type, item.payload, item.id);
      emit('ready', state);
    }

    /** @param {any} message */
    function answer(message) {
      const { commandId, command: type, result } = message.payload;
      if (message.type === 'ack' && helloIds.has(commandId)) {
        const state = parseStateSnapshot(result);
        if (state) becomeReady(state);
        else emit('invalid', { reason: 'hello answered without a room state', data: message });
        return;
      }
      const entry = commandId && settle(commandId);
      if (!entry) return;
      if (message.type === 'error') entry.reject(new KirariEmbedError(message.payload.code, message.payload.message, type, commandId));
      else if (entry.type !== 'get-state') entry.resolve(result);
      else {
        const state = parseStateSnapshot(result);
        if (state) entry.resolve(state);
        else entry.reject(new KirariEmbedError('invalid-message', 'KirariEmbed: get-state answered without a room state', type, commandId));
      }
    }

    function heard() {
      lastHeard = Date.now();
      if (status !== 'alive') {
        status = 'alive';
        emit('alive');
      }
    }

    function watch() {
      const silentMs = Date.now() - lastHeard;
      if (status !== 'stale' && silentMs >= STALE_AFTER * interval) {
        status = 'stale';
        emit('stale', { silentMs });
      }
      // Our half of the two-way heartbeat: its answer is a sign of life like any other message.
      if (ready) command('heartbeat', { seq: ++heartbeatSeq }).catch(() => {});
      watchTimer = setTimeout(watch, interval);
    }

    /** @param {MessageEvent} event */
    function onMessage(event) {
      // Only our frame, only from the storefront's origin: anything else is none of ours.
      if (event.source !== iframe.contentWindow || event.origin !== origin) return;
      const parsed = parseRoomMessage(event.data);
      if (!parsed.ok) {
        emit('invalid', { reason: parsed.reason, data: event.data });
        return;
      }
      const message = parsed.message;
      if (message.type === 'heartbeat') interval = message.payload.intervalMs;
      // The message first, then what follows from it (alive, ready, a command settled).
      emit(message.type, message.payload, message);
      emit('*', message);
      heard();
      if (message.type === 'ack' || message.type === 'error') answer(message);
    }

    function onLoad() {
      // A (re)loaded room knows nothing of us: say hello again; commands wait for its answer.
      ready = false;
      startHello();
    }

    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', onLoad);
    // Hello waits for the room's document: before, the frame holds about:blank, of our own origin.
    settings.container.appendChild(iframe);
    if (settings.heartbeat) watchTimer = setTimeout(watch, interval);

    const room = {
      iframe,
      origin,
      get ready() {
        return ready;
      },
      get status() {
        return status;
      },
      /** @param {string} type @param {Function} handler */
      on(type, handler) {
        if (typeof handler !== 'function') fail(handler, 'on() needs a function');
        if (!handlers.has(type)) handlers.set(type, new Set());
        /** @type {Set<Function>} */ (handlers.get(type)).add(handler);
        return () => room.off(type, handler);
      },
      /** @param {string} type @param {Function} handler */
      off(type, handler) {
        const set = handlers.get(type);
        if (set) set.delete(handler);
      },
      mute: () => command('mute', {}),
      unmute: () => command('unmute', {}),
      play: () => command('play', {}),
      pause: () => command('pause', {}),
      /** @param {number} to */
      seek(to) {
        if (typeof to !== 'number' || !isFinite(to) || to < 0) return Promise.reject(new KirariEmbedError('invalid-message', 'KirariEmbed: seek() needs a number of seconds ≥ 0', 'seek', null));
        return command('seek', { seconds: to });
      },
      getState: () => command('get-state', {}),
      /** @param {{ delegateNavigation: boolean }} config */
      configure(config) {
        if (!isObject(config) || typeof config.delegateNavigation !== 'boolean') return Promise.reject(new KirariEmbedError('invalid-message', 'KirariEmbed: configure() needs { delegateNavigation: boolean }', 'configure', null));
        // Kept for the next hello too: a reloaded room is told again.
        delegateNavigation = config.delegateNavigation;
        return command('configure', { delegateNavigation });
      },
      destroy() {
        if (destroyed) return;
        destroyed = true;
        window.removeEventListener('message', onMessage);
        clearTimeout(helloTimer);
        clearTimeout(watchTimer);
        for (const id of Array.from(pending.keys())) {
          const entry = /** @type {any} */ (settle(id));
          entry.reject(new KirariEmbedError('destroyed', 'KirariEmbed: the room was destroyed', entry.type, id));
        }
        handlers.clear();
        iframe.remove();
      },
    };
    return room;
  }

  /** @type {any} */ (window).KirariEmbed = Object.freeze({
    version: VERSION,
    create,
    parseRoomMessage,
    parseStateSnapshot,
    KirariEmbedError,
    ROOM_MESSAGE_TYPES: Object.freeze(Object.keys(ROOM_PAYLOADS)),
    HOST_COMMAND_TYPES: Object.freeze(HOST_COMMANDS.slice()),
  });
})();
