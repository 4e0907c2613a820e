/**
 * Spec section 5 "Text sanitiser": free text from a person (bike name, description, places …)
 * loses script tags, `javascript:` prefixes and inline event handlers, and is cut to 1000
 * characters. React escapes what it renders anyway; this keeps stored text harmless for every
 * other reader (e-mails, exports, a future client).
 */
export const MAX_SANITIZED_TEXT_LENGTH = 1000;

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptTag = /<\/?script\b[^>]*>?/gi;
const javascriptPrefix = /javascript\s*:/gi;
// An on…= attribute with its value, quoted or not: only inside a tag (a "<" without a ">"
// before it, closed or not), so ordinary words like "onsdag = ledig" stay.
const tag = /<[^<>]*(?:>|$)/g;
const eventHandler = /\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/** Trimmed, stripped and cut text; null when nothing is left. */
export function sanitizeText(input: string | null | undefined): string | null {
  let text = input ?? '';
  // Removing one piece can join two halves into a new one ("<scr<script></script>ipt>"), so
  // repeat until nothing changes.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(scriptElement, '')
      .replace(scriptTag, '')
      .replace(javascriptPrefix, '')
      .replace(tag, (element) => element.replace(eventHandler, ''));
  }
  // Cut by characters, not UTF-16 units, so an emoji is never split in half.
  const cut = Array.from(text.trim()).slice(0, MAX_SANITIZED_TEXT_LENGTH).join('').trim();
  return cut === '' ? null : cut;
}
