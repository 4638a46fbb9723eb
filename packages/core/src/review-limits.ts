// The reviews' bounds, without zod: the contract (api/reviews.ts) checks them and the web's fields show them.
export const REVIEW_TEXT_MAX = 2000;
