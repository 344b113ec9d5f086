import { defineTexts } from '../define.ts';

export const orderPagesTexts = defineTexts({}, {});
