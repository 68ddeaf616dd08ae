// @ts-check
/* The embedding demo's page script (platform/embed-demo/index.ts): embeds the room with the
 * storefront's /embed.js, logs every message and every command's outcome, and counts what it ignores. */
(function () {
  'use strict';

  const MAX_ENTRIES = 2000;
  const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
  const config = $('#embed-config').dataset;
  const log = $('[data-testid="embed-log"]');
  const status = $('[data-testid="embed-status"]');
  const stateView = $('[data-testid="embed-state"]');
  const ignoredView = $('[data-testid="embed-ignored"]');
  let seq = 0;

  /**
   * One line of the log. kind: message (from the room), command (sent), result (a command's
   * outcome), event (embed.js's own: ready, alive, stale, invalid).
   * @param {string} kind @param {string} type @param {unknown} value @param {string} [outcome]
   */
  function entry(kind, type, value, outcome) {
    const item = document.createElement('li');
    item.dataset.testid = 'embed-log-entry';
    item.dataset.kind = kind;
    item.dataset.type = type;
    item.dataset.seq = String(++seq);
    if (outcome) item.dataset.outcome = outcome;
    const label = document.createElement('strong');
    label.textContent = `${kind} ${type}${outcome ? ` → ${outcome}` : ''}`;
    const body = document.createElement('code');
    body.textContent = value === undefined ? '' : JSON.stringify(value);
    item.append(label, ' ', body);
    // Follow the newest entry unless the reader scrolled up; the page itself never scrolls.
    const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
    log.append(item);
    while (log.childElementCount > MAX_ENTRIES) log.firstElementChild?.remove();
    if (atBottom) log.scrollTop = log.scrollHeight;
  }

  /** @type {any} */
  const KirariEmbed = /** @type {any} */ (window).KirariEmbed;
  if (!KirariEmbed) {
    status.textContent = `embed.js did not load from ${config.storefront}: is the storefront running?`;
    entry('event', 'load-failed', { script: `${config.storefront}/embed.js` });
    return;
  }

  const room = KirariEmbed.create({
    container: '#room',
    store: config.store,
    post: config.post,
    delegateNavigation: config.delegate === 'true',
    title: 'Live room (Kirari)',
  });

  room.on('*', (/** @type {any} */ message) => entry('message', message.type, message.payload));
  room.on('ready', (/** @type {unknown} */ state) => {
    entry('event', 'ready', state);
    stateView.textContent = JSON.stringify(state, null, 2);
  });
  for (const type of ['alive', 'stale', 'invalid']) {
    room.on(type, (/** @type {unknown} */ info) => {
      status.textContent = room.status;
      entry('event', type, info);
    });
  }

  // Whatever reaches this page but not from the room's frame and origin: embed.js drops it; count it.
  let ignored = 0;
  window.addEventListener('message', (event) => {
    if (event.source === room.iframe.contentWindow && event.origin === room.origin) return;
    ignoredView.textContent = String(++ignored);
  });

  /** @param {string} type @param {() => Promise<unknown>} send */
  function run(type, send) {
    entry('command', type, undefined);
    send().then(
      (result) => {
        entry('result', type, result, 'ack');
        if (type === 'get-state') stateView.textContent = JSON.stringify(result, null, 2);
      },
      (/** @type {any} */ error) => entry('result', type, { code: error.code, message: error.message }, error.code === 'timeout' ? 'timeout' : 'error'),
    );
  }

  /** @type {Record<string, () => Promise<unknown>>} */
  const commands = {
    mute: () => room.mute(),
    unmute: () => room.unmute(),
    play: () => room.play(),
    pause: () => room.pause(),
    'get-state': () => room.getState(),
  };
  document.querySelectorAll('button[data-command]').forEach((button) => {
    const type = /** @type {HTMLElement} */ (button).dataset.command || '';
    if (commands[type]) button.addEventListener('click', () => run(type, commands[type]));
  });
  $('[data-testid="embed-seek-form"]').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ ($('#seek-seconds'));
    run('seek', () => room.seek(Number(input.value)));
  });
  const delegate = /** @type {HTMLInputElement} */ ($('[data-testid="embed-delegate"]'));
  delegate.addEventListener('change', () => run('configure', () => room.configure({ delegateNavigation: delegate.checked })));
  $('[data-testid="embed-log-clear"]').addEventListener('click', () => log.replaceChildren());
})();
