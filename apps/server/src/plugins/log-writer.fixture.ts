/**
 * A process for log-settings.test.ts: logs through the app's default loggers (standard output) as
 * its parent asks on standard input — `request` for a request line, `error` for an error line,
 * `exit` to end with process.exit, as the server does after a signal.
 */
import { createInterface } from 'node:readline';
import { createLoggers } from './log-settings';

const loggers = createLoggers({ logLevel: 'info' });
let count = 0;
for await (const command of createInterface({ input: process.stdin })) {
  count += 1;
  if (command === 'request') loggers.requests.write({ reqId: `r${count}`, userId: null, method: 'GET', url: '/healthz', route: '/healthz', statusCode: 200, responseTime: 0.1, remoteAddress: '127.0.0.1' });
  if (command === 'error') loggers.app.error({ reqId: `e${count}` }, 'something failed');
  if (command === 'exit') await loggers.flush().then(() => process.exit(0));
}
