// What `npm start` says in a terminal: where the site is, which database, how to sign in, how to stop. JSON logs
// are for machines (production, CI); a person at a terminal gets these lines and the warnings.
import { formatPhone } from '@sherehe/core/phone';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';

/** A terminal and no LOG_LEVEL chosen: human lines, and only warnings and errors from the JSON log. */
export function wantsHumanOutput(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean {
  return stdoutIsTerminal && !env.LOG_LEVEL?.trim();
}

/** Said as the server starts, before the database is ready (seconds, or a minute on a first start). */
export function startingLine(): string {
  return '  Starting Sherehe: preparing the database (a first start creates it and adds the demo data, about a minute)…';
}

export function startBanner(options: {
  url: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  demo: boolean;
}): string {
  // Bold, so the address stands out of whatever the terminal held before (npm's own lines, a build's).
  const lines = [
    '',
    `  \x1b[1mSherehe is running at ${options.url}\x1b[22m`,
    options.database === 'pglite'
      ? `  Data: ${options.dataDir} (the embedded database, PGlite, and uploaded photos)`
      : `  Data: the PostgreSQL server of DATABASE_URL; uploaded photos in ${options.dataDir}`,
  ];
  if (options.demo) {
    lines.push('', `  Demo accounts, all with the password ${DEMO_PASSWORD}:`);
    for (const account of demoAccounts) {
      const signInWith = account.email ?? formatPhone(account.phone ?? '');
      lines.push(`    ${account.role.padEnd(7)} ${signInWith}`);
    }
    // The admin area asks the admin for a code from an authenticator app as well (two-step sign-in).
    lines.push(`    the admin's authenticator key (time-based codes): ${DEMO_ADMIN_TOTP_SECRET}`);
  }
  lines.push(
    '',
    '  Press Ctrl-C to stop. Only warnings and errors are logged here;',
    '  set LOG_LEVEL=info to log every request (JSON lines, as in production).',
    '',
  );
  return lines.join('\n');
}
