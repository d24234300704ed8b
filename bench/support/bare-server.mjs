// The reference of the HTTP and load benchmarks: a bare Fastify route answering the same JSON as
// /healthz, in a process of its own like the app. Prints its port, then serves until killed.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => process.exit(0)));
