import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/api-error.ts';
import type { ErrorKey } from '../../src/contract/errors.ts';
import { saveOutcome } from '../../src/islands/parts/account/save-outcome.ts';

const TECHNICAL = 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.';

// An error answer as the API gives it: the spec's text and, beside it, the error's key.
const error = (type: string, key?: ErrorKey) => ({ error: { messages: { type }, ...(key && { key }) } });

describe('account and password saves (SPEC §8)', () => {
  test('success when the answer says so', async () => {
    expect(
      await saveOutcome('tr', async () => ({ success: true, message: 'Şifreniz güncellendi.' })),
    ).toEqual({
      ok: true,
      data: { success: true, message: 'Şifreniz güncellendi.' },
    });
  });

  test('a server error shows its message type, in English on English pages', async () => {
    const fail = async () => {
      throw new ApiError(400, error('Şifreleriniz eşleşmiyor.', 'validation.password.mismatch'));
    };
    expect(await saveOutcome('tr', fail)).toEqual({ ok: false, message: 'Şifreleriniz eşleşmiyor.' });
    expect(await saveOutcome('en', fail)).toEqual({ ok: false, message: 'Your passwords do not match.' });
    expect(await saveOutcome('tr', async () => error('Lütfen adınızı girin.', 'validation.name'))).toEqual({
      ok: false,
      message: 'Lütfen adınızı girin.',
    });
  });

  test('neither error nor success, or a network failure, shows the technical-error message', async () => {
    for (const answer of [{}, undefined, '', { success: 'yes' }, [], { error: {} }]) {
      expect(await saveOutcome('tr', async () => answer)).toEqual({ ok: false, message: TECHNICAL });
    }
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await saveOutcome('tr', offline)).toEqual({ ok: false, message: TECHNICAL });
    expect(await saveOutcome('en', offline)).toEqual({
      ok: false,
      message: 'A technical error occurred. Please try again later.',
    });
  });
});
