// A small round-robin HTTP proxy for the two-instance load run, the way a load balancer spreads
// requests: each request goes to the next upstream over kept-alive connections. Usage:
//   node proxy.mjs http://127.0.0.1:PORT1 http://127.0.0.1:PORT2   (prints its own port)
import http from 'node:http';

const upstreams = process.argv.slice(2).map((base) => {
  const url = new URL(base);
  return { host: url.hostname, port: Number(url.port), agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) };
});
if (upstreams.length === 0) throw new Error('give the upstream base URLs');
let next = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
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
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
