import { describe, expect, it } from 'vitest';
import { startBanner, wantsHumanOutput } from './start-banner.ts';

describe('the start-up summary', () => {
  it('is for a terminal where no LOG_LEVEL was chosen', () => {
    expect(wantsHumanOutput({}, true)).toBe(true);
    expect(wantsHumanOutput({ LOG_LEVEL: ' ' }, true)).toBe(true);
    expect(wantsHumanOutput({ LOG_LEVEL: 'info' }, true)).toBe(false);
    expect(wantsHumanOutput({}, false)).toBe(false);
  });

  it('gives the address, the database and, on a demo database, how to sign in', () => {
    const demo = startBanner({
      url: 'http://localhost:3000',
      database: 'pglite',
      dataDir: '/srv/data',
      demo: true,
    });
    expect(demo).toContain('Sherehe is running at http://localhost:3000');
    expect(demo).toContain('Data: /srv/data (the embedded database, PGlite');
    expect(demo).toContain('admin@demo.sherehe.co.tz');
    expect(demo).toContain('Sherehe-demo-2025');
    expect(demo).toContain('SHEREHEDEMOADMINTOTPSECRETKEY234');
    // The address comes first, before the database and the accounts.
    const firstLine = demo.split('\n').find((line) => line.trim() !== '');
    expect(firstLine).toContain('Sherehe is running at http://localhost:3000');
    const server = startBanner({
      url: 'http://localhost:3000',
      database: 'postgres',
      dataDir: '/srv/data',
      demo: false,
    });
    expect(server).toContain('PostgreSQL server of DATABASE_URL; uploaded photos in /srv/data');
    expect(server).not.toContain('Demo accounts');
  });
});
