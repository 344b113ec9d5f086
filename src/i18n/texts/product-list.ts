import { defineTexts } from '../define.ts';

/** Product list and home page texts (SPEC §2 Product list, campaign screens). */
export const productListTexts = defineTexts({}, {});
