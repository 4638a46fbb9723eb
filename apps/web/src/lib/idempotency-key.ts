// A payment's own key, made once per form (a checkout, a quote accepted): the server places nothing twice for a retried
// or double-tapped submission.

/** 32 hex characters from the browser's random source (randomUUID is missing outside secure contexts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
