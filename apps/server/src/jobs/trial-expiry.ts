import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_ROLE, TRIAL_ROLE } from '@thesis/domain';
import { nowIso } from '../db/values';
import type { UsersRepository } from '../modules/users/users.repository';

const DAY_MS = 86_400_000;

/** Moves every user whose trial has ended (and who has no paid plan) back to the free role. */
export async function expireTrials(users: UsersRepository): Promise<number> {
  return users.expireTrials(TRIAL_ROLE, DEFAULT_ROLE, nowIso());
}

/** Runs the expiry once at start-up and then daily. Returns a function that stops it. */
export function scheduleTrialExpiry(users: UsersRepository, log: FastifyBaseLogger): () => void {
  const run = () => {
    expireTrials(users)
      .then((count) => {
        if (count > 0) log.info({ count }, 'trials expired');
      })
      .catch((error: unknown) => log.error({ err: error }, 'trial expiry failed'));
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
