// The floor of the gateway's overhead on this machine: the least one more Node.js process in the path can cost — an
// HTTP server that sends each request to the upstream with http.request and pipes the answer back, and nothing else
// (no headers added, no log line, no limits). The overhead part of `npm run chaos` times it in the same rounds as the
// gateway, so the figure says how much of the gateway's overhead is the hop itself and how much its own work.
// Run directly: `node bare-pipe.mjs <upstream URL>` listens on a free loopback port and prints it.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startChild, stopChildren } from './processes.mjs';

function serveBarePipe(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.once('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
}

/** Starts the pipe in a process of its own in front of `upstreamUrl`: `{ url, stop() }`. */
export async function startBarePipe(upstreamUrl) {
  let announce;
  const port = new Promise((resolve) => {
    announce = resolve;
  });
  const entry = startChild('bare-pipe', process.execPath, [fileURLToPath(import.meta.url), upstreamUrl], {
    echo: false,
    onLine: (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) announce(Number(match[1]));
    },
  });
  const started = await Promise.race([port, entry.exited.then(({ code }) => Promise.reject(new Error(`the bare pipe exited (${code}) before listening`)))]);
  return { url: `http://127.0.0.1:${started}`, stop: () => stopChildren([entry], 2_000) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveBarePipe(process.argv[2]);
