// Where the e2e servers listen; the Playwright config starts them, specs reach the second one.
export const mainPort = Number(process.env.E2E_PORT ?? 3107);
export const shortSessionPort = mainPort + 1;
export const baseURL = `http://127.0.0.1:${mainPort}`;
/** A server whose inactivity limit is one minute, with the warning shown at once. */
export const shortSessionURL = `http://127.0.0.1:${shortSessionPort}`;
export const demoPassword = 'Ramkoll2026!';
// Sign-in is limited to 5 attempts a minute per e-mail (spec section 9), successful ones included:
// specs spread their sign-ins over the demo accounts so that a retried run stays under the limit.
