// pg_dump and pg_restore, found and checked before a backup or restore leans on them: a client older than the server
// refuses it (pg_dump) or may not read the archive (pg_restore), so say which version is needed, and where to get it.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

export class PgToolError extends Error {}

/** Debian and Ubuntu keep each installed major's client here, beside the one on PATH. */
const DEBIAN_CLIENTS = '/usr/lib/postgresql';

async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout) ?? /\s(\d+)(?:\.\d+)*\s*$/.exec(stdout.trim());
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // not there, or not runnable
  }
}

async function debianCandidates(tool: PgTool): Promise<string[]> {
  const majors = await readdir(DEBIAN_CLIENTS).catch(() => [] as string[]);
  return majors
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(DEBIAN_CLIENTS, major, 'bin', tool));
}

/**
 * The tool of at least `leastMajor`: from `binDir` when given, else the one on PATH, else the newest Debian keeps.
 * Throws PgToolError saying what is missing or too old.
 */
export async function findPgTool(
  tool: PgTool,
  leastMajor: number,
  binDir?: string,
): Promise<{ binary: string; major: number }> {
  const candidates = binDir ? [path.join(binDir, tool)] : [tool, ...(await debianCandidates(tool))];
  const found: string[] = [];
  for (const binary of candidates) {
    const major = await majorOf(binary);
    if (major === undefined) continue;
    if (major >= leastMajor) return { binary, major };
    found.push(`${binary} is version ${major}`);
  }
  const where = binDir ? `in ${binDir}` : 'on PATH';
  const problem = found.length ? `${found.join(', ')}; ` : `no ${tool} ${where}; `;
  throw new PgToolError(
    `${tool} ${leastMajor} or newer is needed (the PostgreSQL server's version): ${problem}install PostgreSQL ` +
      `${leastMajor}'s client tools (Debian/Ubuntu: postgresql-client-${leastMajor}) or point --pg-bin at their folder.`,
  );
}

/** Reads the archive's table of contents: one pg_restore cannot read is refused before anything is changed. */
export async function checkArchive(pgRestore: string, file: string): Promise<void> {
  try {
    await run(pgRestore, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as Error & { stderr?: string };
    throw new PgToolError(
      `${file} is not an archive pg_restore can read: ${failed.stderr?.trim() ?? failed.message}`,
    );
  }
}

/** A tool's `--dbname` and environment: the password (if any) in the environment, not where `ps` shows it. */
export function pgToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const { connection, password } = withoutPassword(url);
  return {
    dbname: `--dbname=${connection}`,
    env: { ...process.env, PGAPPNAME: 'sherehe-cli', ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs the tool against the database at `url` (pgToolConnection). */
export async function runPgTool(binary: string, args: string[], url: string): Promise<{ stderr: string }> {
  const { dbname, env } = pgToolConnection(url);
  try {
    const { stderr } = await run(binary, [...args, dbname], { env, maxBuffer: 64 * 1024 * 1024 });
    return { stderr };
  } catch (error) {
    const failed = error as Error & { stderr?: string; code?: number };
    throw new PgToolError(
      `${path.basename(binary)} failed (exit ${failed.code}):\n${failed.stderr?.trim() ?? failed.message}`,
    );
  }
}

function withoutPassword(url: string): { connection: string; password?: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { connection: url }; // a libpq key=value string: passed on as it is
  }
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { connection: parsed.toString(), ...(password ? { password } : {}) };
}
