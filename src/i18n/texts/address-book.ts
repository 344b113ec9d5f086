import { defineTexts } from '../define.ts';

export const addressBookTexts = defineTexts({}, {});
