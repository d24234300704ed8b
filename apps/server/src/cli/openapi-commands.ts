import { writeFileSync } from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Command } from './commands';

/** `openapi:export [FILE]`: the API's OpenAPI 3.1 document, as served at /api/docs/json. */
export function openApiCommands(): Record<string, Command> {
  return {
    'openapi:export': {
      usage: 'openapi:export [FILE]',
      summary: 'Write the OpenAPI document (JSON) to FILE, or print it',
      async run(args, { db, out }) {
        const app = await buildApp({ config: loadConfig(), db, logger: false });
        try {
          await app.ready();
          const text = JSON.stringify(app.swagger());
          if (args[0]) {
            writeFileSync(args[0], text);
            out(`Wrote ${args[0]} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB).`);
          } else {
            out(text);
          }
        } finally {
          await app.close();
        }
      },
    },
  };
}
