import { describe, expect, it } from 'vitest';
import {
  firstFailing,
  NONE_SHOWN,
  showField,
  shownError,
} from '../../src/islands/parts/form/shown-errors.ts';

type Field = 'name' | 'email' | 'phone';
const FIELDS: readonly Field[] = ['name', 'email', 'phone'];

describe('errors on blur and on submit (SPEC §5)', () => {
  const errors = { email: 'validation.email', phone: 'validation.phone' } as const;

  it('shows no message in a fresh form', () => {
    for (const field of FIELDS) expect(shownError(errors, NONE_SHOWN, field)).toBeUndefined();
  });

  it('shows a failing field once it was left, and only that one', () => {
    const shown = showField(NONE_SHOWN as ReadonlySet<Field>, 'email');
    expect(shownError(errors, shown, 'email')).toBe('validation.email');
    expect(shownError(errors, shown, 'phone')).toBeUndefined();
  });

  it('shows nothing for a left field that passes', () => {
    const shown = showField(NONE_SHOWN as ReadonlySet<Field>, 'name');
    expect(shownError(errors, shown, 'name')).toBeUndefined();
  });

  it('shows every failing field after a submit (all fields shown)', () => {
    const shown = new Set(FIELDS);
    expect(FIELDS.map((field) => shownError(errors, shown, field))).toEqual([
      undefined,
      'validation.email',
      'validation.phone',
    ]);
  });

  it('keeps the same set when a field is left again, so leaving it twice renders nothing new', () => {
    const once = showField(NONE_SHOWN as ReadonlySet<Field>, 'email');
    expect(showField(once, 'email')).toBe(once);
    expect(once).not.toBe(NONE_SHOWN);
    expect(NONE_SHOWN.size).toBe(0);
  });

  it('names the first failing field in the form order', () => {
    expect(firstFailing(FIELDS, errors)).toBe('email');
    expect(firstFailing(FIELDS, { phone: 'x' })).toBe('phone');
    expect(firstFailing(FIELDS, {})).toBeUndefined();
  });
});
