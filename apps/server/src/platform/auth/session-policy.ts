// How long a session lives: it slides while used, up to an absolute limit; admins' sessions are shorter.
type Role = 'user' | 'vendor' | 'admin';

const HOUR = 3600;
const DAY = 24 * HOUR;

export function sessionLifetime(role: Role): { idleSeconds: number; absoluteSeconds: number } {
  return role === 'admin'
    ? { idleSeconds: 2 * HOUR, absoluteSeconds: 12 * HOUR }
    : { idleSeconds: 30 * DAY, absoluteSeconds: 90 * DAY };
}

export const SESSION_COOKIE = 'sherehe_session';
// Sliding writes at most once a minute per session: every request reading the session would be a write otherwise.
export const TOUCH_AFTER_SECONDS = 60;
