import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('has working defaults for the embedded database, with demo data', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', seedDemo: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(parseConfig({ DATA_DIR: 'relative/dir' }).DATA_DIR).toBe(path.resolve('relative/dir'));
    expect(config.CONTACT_PHONES).toHaveLength(3);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('wants both SMS gateway credentials or neither', () => {
    expect(() => parseConfig({ SMS_USERNAME: 'sherehe' })).toThrow(/SMS_USERNAME, SMS_API_KEY/);
    expect(parseConfig({ SMS_USERNAME: 'sherehe', SMS_API_KEY: 'k' }).SMS_API_URL).toMatch(/africastalking/);
  });

  it('takes a VAPID key pair from config only whole and matching, else makes its own; signs as the contact address', () => {
    const made = parseConfig({}).push;
    expect(made).toMatchObject({
      vapidKeys: null,
      subject: 'mailto:info@sherehe.co.tz',
      allowLocalEndpoints: false,
    });
    const pair = webPush.generateVAPIDKeys();
    const other = webPush.generateVAPIDKeys();
    expect(
      parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).push.vapidKeys,
    ).toEqual(pair);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set both, or neither/);
    expect(() =>
      parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
    );
    expect(parseConfig({ VAPID_SUBJECT: 'https://sherehe.co.tz/contact' }).push.subject).toBe(
      'https://sherehe.co.tz/contact',
    );
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://sherehe.co.tz' })).toThrow(/VAPID_SUBJECT/);
    expect(parseConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).push.allowLocalEndpoints).toBe(true);
  });

  it('takes the SMS replies secret only when it is long enough to guess at no better than chance', () => {
    expect(parseConfig({}).SMS_INBOUND_SECRET).toBeUndefined();
    expect(() => parseConfig({ SMS_INBOUND_SECRET: 'short-secret' })).toThrow(/SMS_INBOUND_SECRET/);
    const secret = 'x'.repeat(24);
    expect(parseConfig({ SMS_INBOUND_SECRET: secret }).SMS_INBOUND_SECRET).toBe(secret);
  });

  it('takes a metrics token only when long enough, and a metrics port only other than PORT', () => {
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24/);
    expect(parseConfig({ METRICS_TOKEN: 'x'.repeat(24) }).METRICS_TOKEN).toHaveLength(24);
    expect(parseConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => parseConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      /METRICS_PORT: must not be PORT/,
    );
    expect(() => parseConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });

  it('takes the public address as an origin only', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://sherehe.co.tz' }).PUBLIC_URL).toBe('https://sherehe.co.tz');
    expect(() => parseConfig({ PUBLIC_URL: 'https://sherehe.co.tz/app' })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ PUBLIC_URL: 'sherehe' })).toThrow(/PUBLIC_URL/);
  });

  it('wants the public address for a server on a server database, and only there', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://x@h/db' }, { serving: true })).toThrow(
      /PUBLIC_URL: must be set with DATABASE_URL/,
    );
    const config = { DATABASE_URL: 'postgres://x@h/db', PUBLIC_URL: 'https://sherehe.co.tz' };
    expect(parseConfig(config, { serving: true }).PUBLIC_URL).toBe('https://sherehe.co.tz');
    expect(parseConfig({}, { serving: true }).PUBLIC_URL).toBe('http://localhost:3000');
    // Tools such as db:migrate share the settings and send no links.
    expect(parseConfig({ DATABASE_URL: 'postgres://x@h/db' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('asks the public Overpass for venues unless told another http(s) address', () => {
    expect(parseConfig({}).OVERPASS_URL).toBe('https://overpass-api.de/api/interpreter');
    const local = 'http://127.0.0.1:12345/api/interpreter';
    expect(parseConfig({ OVERPASS_URL: local }).OVERPASS_URL).toBe(local);
    for (const bad of ['ftp://overpass.example/api', 'overpass-api.de', 'file:///etc/passwd']) {
      expect(() => parseConfig({ OVERPASS_URL: bad })).toThrow(/OVERPASS_URL: must be an http/);
    }
    expect(parseConfig({}).VENUE_SEARCHES_PER_MINUTE).toBe(30);
    expect(() => parseConfig({ VENUE_SEARCHES_PER_MINUTE: '0' })).toThrow(/VENUE_SEARCHES_PER_MINUTE/);
  });

  it('takes map tiles from OpenStreetMap unless told another http(s) template with {z}, {x} and {y}', () => {
    const config = parseConfig({});
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    const local = 'http://127.0.0.1:4315/tiles/{z}/{x}/{y}.png';
    expect(parseConfig({ MAP_TILE_URL: local, MAP_TILE_ATTRIBUTION: 'Test tiles' })).toMatchObject({
      MAP_TILE_URL: local,
      MAP_TILE_ATTRIBUTION: 'Test tiles',
    });
    expect(() => parseConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: must be an http/,
    );
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(
      /MAP_TILE_URL: must hold \{z\}, \{x\} and \{y\}/,
    );
  });

  it('keeps demo data off a server database unless asked', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every bad value in one readable message', () => {
    const attempt = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SUPPORT_WHATSAPP: '+255 754',
        SEED_DEMO: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Invalid configuration');
      for (const name of ['PORT', 'DATABASE_URL', 'SUPPORT_WHATSAPP', 'SEED_DEMO'])
        expect(message).toContain(name);
    }
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: ' ', SEED_DEMO: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('reads the support hours as one daily window, around the clock when unset', () => {
    expect(parseConfig({}).SUPPORT_HOURS).toBeNull();
    expect(parseConfig({ SUPPORT_HOURS: '00:00-24:00' }).SUPPORT_HOURS).toBeNull();
    expect(parseConfig({ SUPPORT_HOURS: '08:00-20:00' }).SUPPORT_HOURS).toEqual({
      opens: '08:00',
      closes: '20:00',
    });
    expect(() => parseConfig({ SUPPORT_HOURS: '8am-8pm' })).toThrow(
      /SUPPORT_HOURS: must be one daily window/,
    );
  });

  it('normalises the contact phones and refuses what is not one', () => {
    expect(parseConfig({ CONTACT_PHONES: '0754 123 456, +255 655 000 111' }).CONTACT_PHONES).toEqual([
      '+255754123456',
      '+255655000111',
    ]);
    expect(() => parseConfig({ CONTACT_PHONES: '0754123456,abc' })).toThrow(/CONTACT_PHONES/);
  });

  it('takes an OpenID provider as all three of issuer, client id and secret, or none', () => {
    expect(parseConfig({}).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'sherehe.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'a-secret',
    };
    expect(parseConfig(oidc).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'sherehe.apps.googleusercontent.com',
      clientSecret: 'a-secret',
      providerName: 'Google',
    });
    expect(parseConfig({ ...oidc, OIDC_PROVIDER_NAME: 'Microsoft' }).oidc?.providerName).toBe('Microsoft');
    // An empty variable is unset, so this set is incomplete.
    expect(() => parseConfig({ ...oidc, OIDC_CLIENT_SECRET: ' ' })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it('names the missing half of a provider setup, and refuses a plain-http issuer elsewhere than this machine', () => {
    const attempt = () => parseConfig({ OIDC_ISSUER: 'https://accounts.google.com', PORT: 'eighty' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PORT']) expect(message).toContain(name);
      expect(message).not.toMatch(/^\s*OIDC_ISSUER:/m); // the one given is fine
    }
    const rest = { OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' };
    expect(() => parseConfig({ ...rest, OIDC_ISSUER: 'http://accounts.example.com' })).toThrow(/OIDC_ISSUER/);
    expect(() => parseConfig({ ...rest, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
    expect(parseConfig({ ...rest, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(parseConfig({ ...rest, OIDC_ISSUER: 'http://localhost:9000/realms/x' }).oidc).not.toBeNull();
  });

  it('trusts a number of proxy hops or listed proxies, never every X-Forwarded-For', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
