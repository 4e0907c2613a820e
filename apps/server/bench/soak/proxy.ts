/**
 * A small reverse proxy for the soak: each request goes to the next instance in turn, streamed
 * both ways (so Server-Sent Events flow through), with X-Forwarded-For passed on as a real proxy
 * would. Answers 502 when an instance cannot be reached.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startProxy(targets: string[]): Promise<Proxy> {
  let turn = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(targets[turn++ % targets.length] ?? '');
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.headers['x-forwarded-for'] ?? incoming.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    // A client that goes away (a closed event stream) ends the upstream request too.
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
