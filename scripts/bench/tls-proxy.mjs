// A TLS-terminating reverse proxy speaking HTTP/2 to the browser and HTTP/1.1 to the app, as a deployment puts
// LexDesk behind one (README, "Deploy": nginx, Caddy, a load balancer). The bench measures the pages through it
// too, since that is how a firm's browser receives them: browsers speak HTTP/2 only over TLS, and a plain
// `npm start` on loopback is HTTP/1.1. The certificate is a throwaway self-signed one made with openssl.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Connection-specific headers, which HTTP/2 forbids and a proxy never forwards.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'lexdesk-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the proxy on `port` in front of the app at `upstream` (http://127.0.0.1:PORT); answers its https URL. */
export async function startTlsProxy({ upstream, port }) {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${port}`,
    // Open HTTP/2 sessions would keep close() waiting: a second is plenty for a bench.
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        setTimeout(resolve, 1000).unref();
      }),
  };
}
