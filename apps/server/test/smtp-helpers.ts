import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port (or `port`) that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail body as text: quoted-printable soft line breaks and =XX escapes undone. */
export function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * One part of a received mail (`text/plain` or `text/html`) as text, its transfer encoding undone
 * (quoted-printable or base64); null when the mail has no such part.
 */
export function mailPart(raw: string, contentType: 'text/plain' | 'text/html'): string | null {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const start = unfolded.search(new RegExp(`^Content-Type: ${contentType.replace('/', '\\/')}`, 'im'));
  if (start < 0) return null;
  const rest = unfolded.slice(start);
  const headerEnd = rest.indexOf('\n\n');
  const headers = rest.slice(0, headerEnd);
  const body = rest.slice(headerEnd + 2).split(/\n--/)[0] ?? '';
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) return decodeQuotedPrintable(body);
  return body;
}
