import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A counting semaphore handing its places out in arrival order, in slices of the event loop.
 *
 * Places are never handed out inside the caller's turn: a slice starts on the next turn of the
 * event loop (setImmediate) and lets requests in, one after the other, until `sliceMs` has been
 * spent or no place is free; the rest wait for the next turn. A request on SQLite runs to its answer
 * without yielding, so letting every waiting request in at once made one turn of the loop last as
 * long as all of them together (hundreds of milliseconds under load). Node accepts one new
 * connection per turn, so new clients then waited seconds before their first request was even read.
 */
class FairGate {
  #free: number;
  readonly #sliceMs: number;
  readonly #waiting: (() => void)[] = [];
  #scheduled = false;
  #sliceEnds = 0;

  constructor(places: number, sliceMs = 5) {
    this.#free = places;
    this.#sliceMs = sliceMs;
  }

  acquire(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  release(): void {
    this.#free += 1;
    this.#schedule();
  }

  #schedule(): void {
    if (this.#scheduled || this.#free === 0 || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(this.#startSlice);
  }

  readonly #startSlice = (): void => {
    this.#scheduled = false;
    this.#sliceEnds = performance.now() + this.#sliceMs;
    this.#letIn();
  };

  /** Lets the next request in, and the one after it in a microtask queued behind the first step of its work. */
  readonly #letIn = (): void => {
    if (this.#free === 0 || this.#waiting.length === 0) return;
    if (performance.now() >= this.#sliceEnds) {
      this.#schedule();
      return;
    }
    this.#free -= 1;
    this.#waiting.shift()!();
    queueMicrotask(this.#letIn);
  };
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
  const semaphore = new FairGate(places);
  const release = (request: Admitted) => {
    if (!request[ADMITTED]) return;
    request[ADMITTED] = false;
    semaphore.release();
  };
  // Callback hooks: the exempt health checks and every release answer without a promise.
  app.addHook('onRequest', (request: Admitted, reply, done) => {
    if (EXEMPT.has(request.url)) {
      done();
      return;
    }
    void semaphore.acquire().then(() => {
      request[ADMITTED] = true;
      // The place goes back when the answer is done or the connection is gone, whichever comes
      // first: a client that hung up while waiting (or while its request was worked on) must not
      // keep it, or after enough of them every request would wait forever.
      if (reply.raw.destroyed || request.raw.destroyed) release(request);
      else reply.raw.once('close', () => release(request));
      done();
    });
  });
  app.addHook('onResponse', (request: Admitted, _reply, done) => {
    release(request);
    done();
  });
}
