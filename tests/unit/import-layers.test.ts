import { describe, expect, it } from 'vitest';
import { layerViolations } from '../../scripts/lib/import-layers.ts';

describe('the layering check of npm run lint', () => {
  it('refuses a domain file that imports the dictionaries, at any folder depth and in any import form', () => {
    expect(
      layerViolations('src/domain/site-paths.ts', "import type { Locale } from '../i18n/index.ts';"),
    ).toEqual([
      'src/domain/site-paths.ts:1: imports ../i18n/index.ts (src/i18n/index.ts): src/domain imports nothing outside src/domain',
    ]);
    const nested = [
      "import { money } from '../money.ts';",
      "export { t } from './../../i18n/index.ts';",
      "type Row = typeof import('../../server/db/schema/index.ts');",
    ].join('\n');
    expect(layerViolations('src/domain/checkout/agreements.ts', nested)).toEqual([
      'src/domain/checkout/agreements.ts:2: imports ./../../i18n/index.ts (src/i18n/index.ts): src/domain imports nothing outside src/domain',
      'src/domain/checkout/agreements.ts:3: imports ../../server/db/schema/index.ts (src/server/db/schema/index.ts): src/domain imports nothing outside src/domain',
    ]);
  });

  it('refuses a package in the domain and the contract, and lets the contract use the domain', () => {
    expect(layerViolations('src/domain/exact.ts', "import { z } from 'zod';")).toHaveLength(1);
    expect(
      layerViolations('src/contract/cart.ts', "import type { Minor } from '../domain/money.ts';"),
    ).toEqual([]);
    expect(
      layerViolations('src/contract/cart.ts', "import type { Db } from '../server/db/client.ts';"),
    ).toEqual([
      'src/contract/cart.ts:1: imports ../server/db/client.ts (src/server/db/client.ts): src/contract imports only src/contract and src/domain',
    ]);
  });

  it('refuses browser code that reaches into the server, even for a type, and lets it read the contract', () => {
    const island = [
      "import { useStore } from '@nanostores/react';",
      "import type { CartItem } from '../../contract/cart.ts';",
      "import type { CartItemView } from '../../server/cart/cart-repo.ts';",
    ].join('\n');
    expect(layerViolations('src/islands/parts/CartLine.tsx', island)).toEqual([
      'src/islands/parts/CartLine.tsx:3: imports ../../server/cart/cart-repo.ts (src/server/cart/cart-repo.ts): browser code (islands, stores, snapshot) imports nothing from src/server; use src/contract',
    ]);
    expect(layerViolations('src/stores/cart.ts', "import { api } from './api-client.ts';")).toEqual([]);
  });

  it('leaves files outside the bound layers alone, and ignores imports written in comments or strings', () => {
    expect(
      layerViolations('src/server/cart/cart-repo.ts', "import { t } from '../../i18n/index.ts';"),
    ).toEqual([]);
    const source =
      "// import { t } from '../i18n/index.ts';\nconst s = \"import x from '../server/app.ts'\";";
    expect(layerViolations('src/domain/slug.ts', source)).toEqual([]);
  });

  it('refuses an island or a store that imports the raw HTTP client, and lets them call the typed clients', () => {
    expect(layerViolations('src/islands/AddToCart.tsx', "import { api } from '../client/http.ts';")).toEqual([
      'src/islands/AddToCart.tsx:1: imports ../client/http.ts (src/client/http.ts): islands never call the raw HTTP client; call the typed client of the resource (src/client/<resource>.ts)',
    ]);
    expect(
      layerViolations(
        'src/islands/parts/cart/BranchSelect.tsx',
        "import { api } from '../../../client/http.ts';",
      ),
    ).toHaveLength(1);
    expect(layerViolations('src/stores/cart.ts', "import { api } from '../client/http.ts';")).toEqual([
      'src/stores/cart.ts:1: imports ../client/http.ts (src/client/http.ts): stores never call the raw HTTP client; call the typed client of the resource (src/client/<resource>.ts)',
    ]);
    const typed = [
      "import { readCart } from '../client/cart.ts';",
      "import { ApiError } from '../client/api-error.ts';",
    ].join('\n');
    expect(layerViolations('src/islands/CartPage.tsx', typed)).toEqual([]);
    expect(layerViolations('src/client/cart.ts', "import { api } from './http.ts';")).toEqual([]);
  });
});
