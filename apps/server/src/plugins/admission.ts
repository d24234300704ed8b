import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A counting semaphore handing its places out in arrival order. */
class FifoSemaphore {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(places: number) {
    this.#free = places;
  }

  acquire(): Promise<void> | undefined {
    if (this.#free > 0) {
      this.#free -= 1;
      return undefined;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free += 1;
  }
}

const ADMITTED = Symbol('admitted');
type Admitted = FastifyRequest & { [ADMITTED]?: boolean };

/** Health checks answer even when every place is taken: a load balancer must see the process alive. */
const EXEMPT = new Set(['/healthz', '/readyz']);

/**
 * At most `places` requests are worked on at once; the others wait their turn in arrival order.
 * Node interleaves the requests it has started at every await: with hundreds under way, a request
 * of several statements (a score write's transaction, a screen page) waited behind all the others
 * at each step and could starve. Taken in turn, each request finishes in about the time of those
 * ahead of it.
 */
export function registerAdmission(app: FastifyInstance, places: number): void {
  const semaphore = new FifoSemaphore(places);
  const release = (request: Admitted) => {
    if (!request[ADMITTED]) return;
    request[ADMITTED] = false;
    semaphore.release();
  };
  app.addHook('onRequest', async (request: Admitted, reply) => {
    if (EXEMPT.has(request.url)) return;
    await semaphore.acquire();
    request[ADMITTED] = true;
    // The place goes back when the answer is done or the connection is gone, whichever comes
    // first: a client that hung up while waiting (or while its request was worked on) must not
    // keep it, or after enough of them every request would wait forever.
    if (reply.raw.destroyed || request.raw.destroyed) release(request);
    else reply.raw.once('close', () => release(request));
  });
  app.addHook('onResponse', async (request: Admitted) => release(request));
}
