// @ts-check
/* The intruder frame of the embedding demo: a foreign origin inside the host page. It tries to
 * command the room (every sibling frame, target '*') and to pass itself off as the room to the host
 * page, and lists whatever it receives: the room must obey none of it and send it nothing. */
(function () {
  'use strict';

  const MAX_ATTEMPTS = 30;
  const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
  const received = $('[data-testid="intruder-received"]');
  const attemptsView = $('[data-testid="intruder-attempts"]');
  const receivedCount = $('[data-testid="intruder-received-count"]');
  let attempts = 0;
  let count = 0;

  window.addEventListener('message', (event) => {
    const item = document.createElement('li');
    item.textContent = `${event.origin}: ${JSON.stringify(event.data)}`;
    received.append(item);
    receivedCount.textContent = String(++count);
  });

  /** Commands a host may send, in the protocol's exact shape: only the origin is wrong. */
  const COMMANDS = [
    ['hello', { delegateNavigation: true }],
    ['pause', {}],
    ['unmute', {}],
    ['seek', { seconds: 60 }],
    ['configure', { delegateNavigation: true }],
    ['get-state', {}],
  ];

  function attempt() {
    attempts += 1;
    attemptsView.textContent = String(attempts);
    const frames = window.parent.frames;
    for (let i = 0; i < frames.length; i += 1) {
      if (frames[i] === window) continue;
      for (const [type, payload] of COMMANDS) {
        frames[i].postMessage({ source: 'kirari-host', version: 1, id: `intruder-${attempts}-${type}`, type, payload }, '*');
      }
    }
    // And a fake room message to the host page: embed.js must not take it for the room's.
    window.parent.postMessage({ source: 'kirari', version: 1, id: `forged-${attempts}`, type: 'sku-sold', payload: { skuId: 1, productId: 1, quantity: 99, availableQuantity: 0 } }, '*');
  }

  // Again and again for a while: the room may become ready after the first tries.
  attempt();
  const timer = setInterval(() => {
    if (attempts >= MAX_ATTEMPTS) clearInterval(timer);
    else attempt();
  }, 1000);
  $('[data-testid="intruder-try"]').addEventListener('click', attempt);
})();
