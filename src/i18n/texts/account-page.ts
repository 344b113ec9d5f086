import { defineTexts } from '../define.ts';

export const accountPageTexts = defineTexts({}, {});
