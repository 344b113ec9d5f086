import { defineTexts } from '../define.ts';

/** Product page texts (SPEC §2 Product detail, §8 messages). */
export const productPageTexts = defineTexts({}, {});
