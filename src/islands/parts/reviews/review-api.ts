/**
 * PENDING REMOVAL (issue 15): the review calls moved to src/client/reviews.ts. This passes them on
 * for ReviewModal.tsx, which is being rewritten; delete it once ReviewModal imports src/client.
 */
export { addReview, editReview, type ReviewProduct } from '../../../client/reviews.ts';
