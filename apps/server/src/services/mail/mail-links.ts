/*
 * What a mail of ours may link to (issue 50 item 7, docs/decisions/095): only our own pages, under
 * PUBLIC_URL. Every other URL-shaped text (a sender's https://evil.example/login, a www. or a bare
 * host name, also in a name) is written so that neither we nor the reader's mail client turn it
 * into a link, as GitHub and the banks do with text others wrote: a word joiner (U+2060, which no
 * URL may contain) before each dot, @ and after the scheme's colon, and in HTML each of those signs
 * in its own element, so a client's linkifier sees no host in any one text node.
 */

/**
 * A scheme with //, a www. host, or a dotted host name in any script (an e-mail address's with its
 * local part), and what follows it.
 */
const URL_SHAPED =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)[^\s<>"]+|(?:[\p{L}\p{N}._%+-]+@)?(?:[\p{L}\p{N}][\p{L}\p{N}_-]*\.)+\p{L}{2,}(?:[/:?#][^\s<>"]*)?/giu;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?)\]}'"”’]+$/u;
const WORD_JOINER = '\u2060';
/** The signs a linkifier reads a host by. */
const LINK_SIGNS = /(:\/\/|\.|@)/;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `url` is one of our pages: PUBLIC_URL itself or below it, on its origin. */
export function isOwnUrl(url: string, publicUrl: string): boolean {
  const below = url === publicUrl || ['/', '?', '#'].some((next) => url.startsWith(`${publicUrl}${next}`));
  if (!below) return false;
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

type Piece = { text: string } | { url: string; own: boolean };

/** An e-mail address, not a link: `someone@host`, nothing before the @ that makes it a URL. */
const ADDRESS = /^[^/:]+@[^@]+$/u;

/**
 * `text` cut into plain text and URL-shaped pieces; with `publicUrl` null nothing is ours. In our
 * own lines an e-mail address stays as written, since we put it there (the account's address to
 * sign in with, a sender's address for support to answer) and it must copy as it reads.
 */
function piecesOf(text: string, publicUrl: string | null): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_SHAPED)) {
    const found = match[0].replace(TRAILING, '');
    if (found === '') continue;
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    if (publicUrl !== null && ADDRESS.test(found)) pieces.push({ text: found });
    else pieces.push({ url: found, own: publicUrl !== null && isOwnUrl(found, publicUrl) });
    at = match.index + found.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

function brokenHtml(url: string): string {
  return url
    .split(LINK_SIGNS)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const sign = escapeHtml(part);
      return part === '://' ? `:&#8288;<span>//</span>` : `&#8288;<span>${sign}</span>`;
    })
    .join('');
}

function brokenText(url: string): string {
  return url
    .split(LINK_SIGNS)
    .map((part, index) => {
      if (index % 2 === 0) return part;
      return part === '://' ? `:${WORD_JOINER}//` : `${WORD_JOINER}${part}`;
    })
    .join('');
}

/**
 * One line as HTML: escaped; our own URLs as links when `publicUrl` is given (our lines), every
 * other URL-shaped text broken. With `publicUrl` null (someone else's words) nothing is a link.
 */
export function lineHtml(text: string, publicUrl: string | null): string {
  return piecesOf(text, publicUrl)
    .map((piece) => {
      if ('text' in piece) return escapeHtml(piece.text);
      if (!piece.own) return brokenHtml(piece.url);
      const url = escapeHtml(piece.url);
      return `<a href="${url}">${url}</a>`;
    })
    .join('');
}

/** One line as plain text: our own URLs as they are, every other URL-shaped text broken. */
export function lineText(text: string, publicUrl: string | null): string {
  return piecesOf(text, publicUrl)
    .map((piece) => ('text' in piece ? piece.text : piece.own ? piece.url : brokenText(piece.url)))
    .join('');
}
