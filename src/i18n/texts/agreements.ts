import { defineTexts } from '../define.ts';

export const agreementsTexts = defineTexts({}, {});
