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
    expect(demo).toContain('embedded (PGlite) in /srv/data');
    expect(demo).toContain('admin@demo.sherehe.co.tz');
    expect(demo).toContain('Sherehe-demo-2025');
    const server = startBanner({
      url: 'http://localhost:3000',
      database: 'postgres',
      dataDir: '',
      demo: false,
    });
    expect(server).toContain('PostgreSQL');
    expect(server).not.toContain('Demo accounts');
  });
});
