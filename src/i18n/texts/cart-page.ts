import { defineTexts } from '../define.ts';

export const cartPageTexts = defineTexts({}, {});
