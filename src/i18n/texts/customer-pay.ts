import { defineTexts } from '../define.ts';

export const customerPayTexts = defineTexts({}, {});
