// How long a Become Vendor request's business name may be: the contract and the footer's field both read it, and
// the web must not load zod for one number.
export const BUSINESS_NAME_MAX_LENGTH = 120;
