// A restore that would overwrite a database and was not told to: nothing was changed.
export class RestoreRefusedError extends Error {}
