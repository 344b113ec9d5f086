import { defineTexts } from '../define.ts';

export const checkoutPaymentTexts = defineTexts({}, {});
