import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * Runs route steps (signedIn, valid, ...) inside one handler, in order: the first step's refusal,
 * else undefined with what the steps set (c.get('customer'), the validated input). For a route that
 * must stay one entry in Hono's route table: the table of calls without a body lists each once
 * (route-inputs.ts), and a step given to `.post` is an entry of its own.
 */
export async function throughSteps(
  c: Context<AppEnv>,
  ...steps: readonly MiddlewareHandler<AppEnv>[]
): Promise<Response | undefined> {
  for (const step of steps) {
    let passed = false;
    const answer = await step(c, async () => {
      passed = true;
    });
    if (!passed) return answer ?? c.res;
  }
  return undefined;
}
