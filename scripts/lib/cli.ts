/** Reads `--name value` (or `--name=value`) from argv. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/** A positive whole number from a CLI flag or environment value, else the fallback; exits on garbage. */
export function positiveInt(value: string | undefined, fallback: number, what: string): number {
  return wholeNumber(value, fallback, what, 1);
}

/** A whole number of at least 0 (0 turns something off), else the fallback; exits on garbage. */
export function nonNegativeInt(value: string | undefined, fallback: number, what: string): number {
  return wholeNumber(value, fallback, what, 0);
}

function wholeNumber(value: string | undefined, fallback: number, what: string, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value.replace(/_/g, ''));
  const kind = min === 0 ? 'whole number (0 or more)' : 'positive whole number';
  if (value.trim() === '' || !Number.isSafeInteger(n) || n < min)
    fail(`${what} must be a ${kind}, not "${value}"`);
  return n;
}

/** The value of a configuration reader, or its error's one line and exit. */
export function orFail<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    return fail((err as Error).message);
  }
}

/** Prints one clear line and exits: configuration problems are not stack traces. */
export function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}
