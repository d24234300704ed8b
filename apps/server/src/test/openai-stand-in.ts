import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers to one chat completion request. */
export interface StandInReply {
  status?: number;
  /** The assistant message content (status 200), or the error body. */
  content?: string;
  headers?: Record<string, string>;
  /** Answers only after this promise settles (or this many ms). */
  wait?: Promise<unknown> | number;
  /** The model declines (structured outputs' refusal): no content, this text as the refusal. */
  refusal?: string;
  /** Tokens the answer reports (default 2 in all). */
  totalTokens?: number;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  };
}

type Script = (request: RecordedRequest, index: number) => StandInReply;

function completion(model: string, reply: StandInReply) {
  const total = reply.totalTokens ?? 2;
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.refusal ? null : (reply.content ?? ''), refusal: reply.refusal ?? null } }],
    usage: { prompt_tokens: total - 1, completion_tokens: 1, total_tokens: total },
  };
}

/**
 * A local OpenAI-compatible HTTP server for tests: the real `openai` SDK talks to it over HTTP.
 * It records every request and answers each as the test's script says (an answer, an error
 * status, a delay).
 */
export class OpenAiStandIn {
  readonly requests: RecordedRequest[] = [];
  private server: Server | undefined;
  private script: Script = () => ({ status: 500, content: 'no script' });

  /** Listens on `port` (0: any free one) and answers the base URL to give the SDK. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Sets how the next requests are answered (by their index from now on) and clears the record. */
  answer(script: Script): void {
    const offset = this.requests.length;
    this.script = (request, index) => script(request, index - offset);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = { path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedRequest['body'] };
    this.requests.push(recorded);
    const reply = this.script(recorded, this.requests.length - 1);
    if (typeof reply.wait === 'number') await new Promise((resolve) => setTimeout(resolve, reply.wait as number));
    else if (reply.wait) await reply.wait;
    if (response.destroyed) return;
    const status = reply.status ?? 200;
    const body = status === 200 ? completion(recorded.body.model, reply) : { error: { message: reply.content ?? 'error', type: 'server_error' } };
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(body));
  }
}
