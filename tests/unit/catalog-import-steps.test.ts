import { describe, expect, it } from 'vitest';
import { importSteps } from '../../src/domain/catalog-import/import-steps.ts';

const product = (code: string, parentCode: string | null = null) => ({ code, parentCode });

describe('importSteps: a large import into a running shop is written in steps of whole families', () => {
  it('cuts after the step holding at least the size, never inside a family', () => {
    const list = [
      product('A'),
      product('A-1', 'A'),
      product('A-2', 'A'),
      product('B'),
      product('C'),
      product('C-1', 'C'),
    ];
    const steps = importSteps(list, () => true, 2);
    expect(steps.map((s) => s.changed.map((p) => p.code))).toEqual([
      ['A', 'A-1', 'A-2'],
      ['B', 'C', 'C-1'],
    ]);
  });

  it("keeps a family's unchanged members beside the changed ones and leaves unchanged families out", () => {
    const list = [product('A'), product('A-1', 'A'), product('B'), product('A-2', 'A')];
    const steps = importSteps(list, (p) => p.code === 'A-2', 10);
    expect(steps).toEqual([
      { family: [product('A'), product('A-1', 'A'), product('A-2', 'A')], changed: [product('A-2', 'A')] },
    ]);
  });

  it('groups a child whose parent is only in the shop with the other children of that parent', () => {
    const list = [product('X-1', 'X'), product('Y'), product('X-2', 'X')];
    const steps = importSteps(list, () => true, 2);
    expect(steps.map((s) => s.changed.map((p) => p.code))).toEqual([['X-1', 'X-2'], ['Y']]);
  });

  it('gives no step when nothing changed', () => {
    expect(importSteps([product('A')], () => false, 1)).toEqual([]);
  });
});
