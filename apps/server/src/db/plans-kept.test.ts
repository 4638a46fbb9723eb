// Values written into EXECUTE on PGlite: quoted as PostgreSQL's quote_literal does, read back as they were sent.
import { describe, expect, it } from 'vitest';
import { openPglite, withStartupSetting } from './client.ts';
import { literalOf } from './plans-kept.ts';

describe('literalOf', () => {
  it('quotes text, doubling quotes, and backslashes behind E', () => {
    expect(literalOf("Mama's")).toBe("'Mama''s'");
    expect(literalOf('a\\b')).toBe("E'a\\\\b'");
    expect(literalOf(12.5)).toBe("'12.5'");
    expect(literalOf(true)).toBe("'true'");
    expect(literalOf(null)).toBe('NULL');
  });

  it('refuses what the prepared statements never pass, and a NUL', () => {
    expect(() => literalOf({ a: 1 })).toThrow();
    expect(() => literalOf(['a'])).toThrow();
    expect(() => literalOf('a\0b')).toThrow();
  });

  it('reads every value back exactly as it was given, whatever its quotes and backslashes', async () => {
    const database = await openPglite({ memory: true });
    try {
      await database.client.exec('prepare echo as select $1::text as t, $2::float8 as f, $3::int as i');
      for (const text of ["'; drop table x; --", "\\'", "E'\\\\'", 'Dar es Salaam', '\\x41', "''", '']) {
        const [result] = await database.client.exec(
          `execute echo(${literalOf(text)}, ${literalOf(-6.8161)}, ${literalOf(null)})`,
        );
        expect(result?.rows).toEqual([{ t: text, f: -6.8161, i: null }]);
      }
    } finally {
      await database.close();
    }
  });
});

describe('withStartupSetting', () => {
  it("adds a setting to the URL's own startup options, keeping them", () => {
    const setting = '-c plan_cache_mode=force_generic_plan';
    const added = new URL(withStartupSetting('postgres://u:p@db:5432/app?sslmode=require', setting));
    expect(added.searchParams.get('options')).toBe(setting);
    expect(added.searchParams.get('sslmode')).toBe('require');
    const kept = new URL(withStartupSetting('postgres://db/app?options=-c%20search_path%3Dsherehe', setting));
    expect(kept.searchParams.get('options')).toBe(`-c search_path=sherehe ${setting}`);
  });
});
