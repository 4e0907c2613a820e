// Where the e2e servers listen; the Playwright config starts them, specs reach the second one.
export const mainPort = Number(process.env.E2E_PORT ?? 3107);
export const shortSessionPort = mainPort + 1;
export const baseURL = `http://127.0.0.1:${mainPort}`;
/** A server whose inactivity limit is one minute, with the warning shown at once. */
export const shortSessionURL = `http://127.0.0.1:${shortSessionPort}`;
export const demoPassword = 'Ramkoll2026!';
// Sign-in is limited to 5 attempts a minute per e-mail (spec section 9), successful ones included:
// specs spread their sign-ins over the demo accounts so that a retried run stays under the limit.
/** A server whose e-ID is BankID's RP API, answered by the stand-in (decision 088). */
export const bankIdPort = mainPort + 2;
export const bankIdURL = `http://127.0.0.1:${bankIdPort}`;
/** The stand-in's control API, standing in for the person's phone. */
export const bankIdControlURL = `http://127.0.0.1:${mainPort + 3}/stand-in`;
