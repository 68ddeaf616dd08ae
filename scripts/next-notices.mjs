// What Next prints at start-up that is not true of scripts/serve.mjs. Next's server says
// `"next start" does not work with "output: standalone"` whenever the build is standalone and
// __NEXT_PRIVATE_STANDALONE_CONFIG is unset (node_modules/next/dist/server/next.js, getServer):
// it assumes `next start`. serve.mjs is not `next start`: it serves the build through Next's
// request handler, the way the standalone server does, so the line would only mislead (issue 28).
export const FALSE_START_NOTICE = '"next start" does not work with "output: standalone"';

/** Whether console arguments are that notice. */
export function isFalseStartNotice(args) {
  return args.some((arg) => typeof arg === 'string' && arg.includes(FALSE_START_NOTICE));
}

/** Runs `start` with that one notice left out of console.warn; everything else still prints. */
export async function withoutFalseStartNotice(start, target = console) {
  const warn = target.warn;
  target.warn = (...args) => {
    if (!isFalseStartNotice(args)) warn.apply(target, args);
  };
  try {
    return await start();
  } finally {
    target.warn = warn;
  }
}
