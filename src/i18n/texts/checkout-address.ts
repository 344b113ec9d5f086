import { defineTexts } from '../define.ts';

export const checkoutAddressTexts = defineTexts({}, {});
