import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hasHeaderControl, isPlainText } from '../../src/domain/plain-text.ts';

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];
const lineControls = ['\t', '\n', '\r'];

describe('plain text', () => {
  test('every control character is refused in a one-line field', () => {
    for (const ch of controls) expect(isPlainText(`a${ch}b`), JSON.stringify(ch)).toBe(false);
  });

  test('a multi-line field takes tab, carriage return and line feed, and no other control', () => {
    for (const ch of controls) {
      expect(isPlainText(`a${ch}b`, true), JSON.stringify(ch)).toBe(lineControls.includes(ch));
    }
  });

  test('lone surrogates are refused, pairs are text', () => {
    expect(isPlainText('a\ud800')).toBe(false);
    expect(isPlainText('\udc00b')).toBe(false);
    expect(isPlainText('😀 İğüşöç')).toBe(true);
  });

  test('any well-formed text without controls passes; adding one control makes it fail', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !/\p{Cc}/u.test(s)),
        fc.constantFrom(...controls.filter((c) => !lineControls.includes(c))),
        fc.nat(),
        (text, control, at) => {
          const i = at % (text.length + 1);
          return (
            isPlainText(text) &&
            isPlainText(text, true) &&
            !isPlainText(text.slice(0, i) + control + text.slice(i), true)
          );
        },
      ),
    );
  });

  test('header values: C0 controls and DEL are refused, tab and Latin-1 bytes are not', () => {
    expect(hasHeaderControl('sid=a\u0001b')).toBe(true);
    expect(hasHeaderControl('a\u007f')).toBe(true);
    expect(hasHeaderControl('a\tb')).toBe(false);
    // A UTF-8 'ş' read as Latin-1 is 'Å' and U+009F: a C1 code, yet an ordinary header byte.
    expect(hasHeaderControl('Ã\u009f')).toBe(false);
  });
});
