// Password lengths, apart from the zod contract so a page can show them without loading zod.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
