// A small HTTP proxy for the two-instance load run, the way a load balancer spreads requests over
// kept-alive connections. By default round-robin: each request goes to the next upstream. With
// `--least`, each goes to the upstream with the fewest requests in flight (ties: the next in turn),
// as nginx's `least_conn`, HAProxy's `leastconn` or a cloud balancer's "least outstanding requests".
// Usage:
//   node proxy.mjs [--least] http://127.0.0.1:PORT1 http://127.0.0.1:PORT2   (prints its own port)
import { createWriteStream } from 'node:fs';
import http from 'node:http';

// BENCH_PROXY_LOG=FILE: one line per request (start time, upstream, milliseconds, status, the
// upstream's requests still in flight, method, path), to see where and when the slow answers happen.
const requestLog = process.env.BENCH_PROXY_LOG ? createWriteStream(process.env.BENCH_PROXY_LOG) : null;

const args = process.argv.slice(2);
const least = args.includes('--least');
const upstreams = args.filter((arg) => arg !== '--least').map((base, index) => {
  const url = new URL(base);
  return { index, host: url.hostname, port: Number(url.port), agent: new http.Agent({ keepAlive: true, maxSockets: 256 }), inFlight: 0, served: 0 };
});
if (upstreams.length === 0) throw new Error('give the upstream base URLs');
let next = 0;

function choose() {
  let chosen = upstreams[next];
  if (least) {
    for (let i = 1; i < upstreams.length; i += 1) {
      const candidate = upstreams[(next + i) % upstreams.length];
      if (candidate.inFlight < chosen.inFlight) chosen = candidate;
    }
  }
  next = (chosen.index + 1) % upstreams.length;
  return chosen;
}

const server = http.createServer((request, response) => {
  const upstream = choose();
  upstream.inFlight += 1;
  upstream.served += 1;
  const started = performance.now();
  response.once('close', () => {
    upstream.inFlight -= 1;
    requestLog?.write(`${(performance.timeOrigin + started).toFixed(0)} ${upstream.index + 1} ${(performance.now() - started).toFixed(1)} ${response.statusCode} ${upstream.inFlight} ${request.method} ${request.url.split('?')[0]}\n`);
  });
  const forwarded = http.request(
    { host: upstream.host, port: upstream.port, agent: upstream.agent, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"message":"Bad gateway"}');
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    // How the requests were spread, for the benchmark's report.
    process.stderr.write(`proxy (${least ? 'least outstanding requests' : 'round-robin'}): ${upstreams.map((upstream) => upstream.served).join(' / ')} requests\n`);
    server.close(() => (requestLog ? requestLog.end(() => process.exit(0)) : process.exit(0)));
  });
}
