import { expect, test } from 'vitest';
import { PasswordGate, PasswordsBusy } from '../../src/server/auth/password-gate.ts';

function slowHasher() {
  const state = { running: 0, max: 0, release: [] as (() => void)[] };
  const run = async <T>(value: T) => {
    state.running += 1;
    state.max = Math.max(state.max, state.running);
    await new Promise<void>((resolve) => state.release.push(resolve));
    state.running -= 1;
    return value;
  };
  return { state, hasher: { hash: (p: string) => run(`h$${p}`), verify: () => run(true) } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('runs at most `concurrency` hashes, queues `queue` more, refuses the rest at once', async () => {
  const { state, hasher } = slowHasher();
  const gate = new PasswordGate(hasher, { concurrency: 2, queue: 3 });
  const calls = Array.from({ length: 7 }, (_, i) =>
    gate.hash(`p${i}`).then(
      (v) => v,
      (e: unknown) => e,
    ),
  );
  await tick();
  expect(state.running).toBe(2);
  const settled = await Promise.race([Promise.all(calls.slice(5)), tick().then(() => 'pending')]);
  expect(settled).not.toBe('pending');
  expect((await calls[5]) instanceof PasswordsBusy).toBe(true);
  expect((await calls[6]) instanceof PasswordsBusy).toBe(true);
  // Releasing one hash lets exactly one waiting hash start.
  while (state.release.length > 0) {
    state.release.shift()?.();
    await tick();
    await tick();
    expect(state.running).toBeLessThanOrEqual(2);
  }
  expect(await Promise.all(calls.slice(0, 5))).toEqual(['h$p0', 'h$p1', 'h$p2', 'h$p3', 'h$p4']);
  expect(state.max).toBe(2);
});

test('a failing hash frees its slot', async () => {
  const gate = new PasswordGate(
    { hash: () => Promise.reject(new Error('boom')), verify: () => Promise.resolve(true) },
    { concurrency: 1, queue: 0 },
  );
  await expect(gate.hash('x')).rejects.toThrow('boom');
  await expect(gate.verify('x', 'y')).resolves.toBe(true);
});
