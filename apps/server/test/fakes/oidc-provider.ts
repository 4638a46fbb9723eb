// A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 in place of Google. Tests add the accounts it
// knows, with the e-mail claims they want, and sign in as one of them the way a browser would: follow the
// redirects, pick the account on the provider's page, come back with a code. A browser can use the same page.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export type FakeAccount = { sub: string; email?: string; email_verified?: boolean | string; name?: string };

export type FakeProviderOptions = {
  /** Where the provider may send people back (our callback), as configured at the real provider. */
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  /** Google puts e-mail claims in the ID token; false keeps them for the userinfo endpoint only. */
  claimsInIdToken?: boolean;
  /** A fixed port, to bring a provider back where it was; a free one otherwise. */
  port?: number;
  /** The issuer's host name; `localhost` makes the provider another site than an app on 127.0.0.1, as Google is. */
  issuerHost?: '127.0.0.1' | 'localhost';
};

// The package's own in-memory adapter works too but announces itself on every start; this one is quiet.
function memoryAdapter() {
  const store = new Map<string, AdapterPayload>();
  const key = (model: string, id: string) => `${model}:${id}`;
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    async upsert(id: string, payload: AdapterPayload) {
      store.set(key(this.model, id), payload);
    }
    async find(id: string) {
      return store.get(key(this.model, id));
    }
    async findByUid(uid: string) {
      return [...store.entries()].find(([k, p]) => k.startsWith(`${this.model}:`) && p.uid === uid)?.[1];
    }
    async findByUserCode(userCode: string) {
      return [...store.entries()].find(
        ([k, p]) => k.startsWith(`${this.model}:`) && p.userCode === userCode,
      )?.[1];
    }
    async consume(id: string) {
      const payload = store.get(key(this.model, id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(key(this.model, id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
    }
  };
}

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function accountPage(uid: string, accounts: FakeAccount[]): string {
  const choices = accounts
    .map(
      (account) =>
        `<button name="sub" value="${escapeHtml(account.sub)}">${escapeHtml(account.name ?? account.sub)} ` +
        `(${escapeHtml(account.email ?? 'no e-mail')})</button>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>Fake provider: sign in</title></head><body><main>
<h1>Choose an account</h1>
<form method="post" action="/interaction/${uid}/login">${choices}</form>
<form method="post" action="/interaction/${uid}/abort"><button>Cancel</button></form>
</main></body></html>`;
}

export async function startOidcProvider(options: FakeProviderOptions) {
  const clientId = options.clientId ?? 'sherehe-test';
  const clientSecret = options.clientSecret ?? 'sherehe-test-secret-0123456789abcdef';
  const accounts = new Map<string, FakeAccount>();
  let provider: Provider | undefined;

  // The provider needs its issuer (with the port) before it exists, so the server starts first and hands over later.
  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!provider) throw new Error('provider not ready');
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(request.url ?? '');
    if (!match) return provider.callback()(request, response);
    const [, uid = '', action] = match;
    await provider.interactionDetails(request, response); // throws unless this browser started this interaction
    if (request.method === 'GET' && !action) {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(accountPage(uid, [...accounts.values()]));
      return;
    }
    if (request.method === 'POST' && action === '/login') {
      const sub = (await readForm(request)).get('sub') ?? '';
      if (!accounts.has(sub)) throw new Error(`no such fake account: ${sub}`);
      return provider.interactionFinished(request, response, { login: { accountId: sub } });
    }
    if (request.method === 'POST' && action === '/abort') {
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    }
    response.statusCode = 405;
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['fake-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
    // A first-party client: no consent screen, every sign-in is granted the scopes it asks for.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  /** Signs in at the provider as `sub` (or cancels) from the authorization URL; answers the URL it sends back to. */
  async function visit(authorizationUrl: string | URL, choice: { sub: string } | 'cancel'): Promise<URL> {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      remember(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      return new URL(location, url).href;
    };
    let url = await send(String(authorizationUrl));
    const interaction = /\/interaction\/[\w-]+$/.exec(new URL(url).pathname);
    if (interaction) {
      url =
        choice === 'cancel'
          ? await send(`${url}/abort`, { method: 'POST' })
          : await send(`${url}/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ sub: choice.sub }).toString(),
            });
    }
    while (!url.startsWith(options.redirectUri)) url = await send(url);
    return new URL(url);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    /** The variables that point the app at this provider. */
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    addAccount(account: FakeAccount) {
      accounts.set(account.sub, account);
      return account;
    },
    signInAs: (authorizationUrl: string | URL, sub: string) => visit(authorizationUrl, { sub }),
    cancel: (authorizationUrl: string | URL) => visit(authorizationUrl, 'cancel'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
