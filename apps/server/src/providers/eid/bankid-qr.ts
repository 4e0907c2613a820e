import { createHmac } from 'node:crypto';

/**
 * BankID's animated QR code (Relying Party API v6, "QR codes"): the content changes every second,
 * `bankid.<qrStartToken>.<seconds since the order started>.<qrAuthCode>`, where qrAuthCode is
 * HMAC-SHA256 of the seconds as a decimal string under qrStartSecret, in lower-case hex. The
 * secret never leaves the server: the page asks for the current content every second.
 */
export function animatedQrData(
  qrStartToken: string,
  qrStartSecret: string,
  secondsSinceStart: number,
): string {
  const seconds = String(Math.max(0, Math.floor(secondsSinceStart)));
  const qrAuthCode = createHmac('sha256', qrStartSecret).update(seconds).digest('hex');
  return `bankid.${qrStartToken}.${seconds}.${qrAuthCode}`;
}

/** The same-device link that opens the BankID app (`redirect=null`: the app returns to the browser). */
export function autoStartUrl(autoStartToken: string): string {
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
}
