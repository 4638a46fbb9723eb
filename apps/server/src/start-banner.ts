// What `npm start` says in a terminal: where the site is, which database, how to sign in, how to stop. JSON logs
// are for machines (production, CI); a person at a terminal gets these lines and the warnings.
import { formatPhone } from '@sherehe/core/phone';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-accounts.ts';

/** A terminal and no LOG_LEVEL chosen: human lines, and only warnings and errors from the JSON log. */
export function wantsHumanOutput(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean {
  return stdoutIsTerminal && !env.LOG_LEVEL?.trim();
}

export function startBanner(options: {
  url: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  demo: boolean;
}): string {
  const lines = [
    '',
    `  Sherehe is running at ${options.url}`,
    options.database === 'pglite'
      ? `  Database: embedded (PGlite) in ${options.dataDir}`
      : '  Database: the PostgreSQL server of DATABASE_URL',
  ];
  if (options.demo) {
    lines.push('', `  Demo accounts, all with the password ${DEMO_PASSWORD}:`);
    for (const account of demoAccounts) {
      const signInWith = account.email ?? formatPhone(account.phone ?? '');
      lines.push(`    ${account.role.padEnd(7)} ${signInWith}`);
    }
  }
  lines.push(
    '',
    '  Press Ctrl-C to stop. Only warnings and errors are logged here;',
    '  set LOG_LEVEL=info to log every request (JSON lines, as in production).',
    '',
  );
  return lines.join('\n');
}
