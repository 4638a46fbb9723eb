// npm run release -- <folder>: the app as it runs in production, in one folder: the server bundle, the migrations,
// the built web app, the command-line tools' sources (db:migrate, db:backup, admin:create, media:copy run under tsx)
// and the server's production packages only. The Dockerfile's last stage is this folder and nothing else, so building
// it here and starting it (scripts/check-release.mjs, in CI) tests what the image holds where no Docker engine runs.
// `--no-web-build` takes the web app as already built (CI builds it once for every lane).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const out = args.find((arg) => !arg.startsWith('--'));
if (!out) {
  console.error('usage: node scripts/build-release.mjs [--no-web-build] <folder>');
  process.exit(2);
}
const target = path.resolve(out);

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
    process.exit(1);
  }
}

const started = Date.now();
if (!args.includes('--no-web-build')) run('npm', ['run', 'build'], root);
if (!existsSync(path.join(root, 'apps/web/dist/.ssr/entry-server.js'))) {
  console.error('apps/web/dist is not built: run npm run build first');
  process.exit(1);
}
await bundleServer(root);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
// The manifests npm needs to install the server's packages from the lockfile, exactly as locked.
for (const file of [
  'package.json',
  'package-lock.json',
  'packages/core/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'e2e/package.json',
]) {
  cpSync(path.join(root, file), path.join(target, file));
}
const notTests = (source) => !/\.test\.tsx?$/.test(source) && !source.includes(`${path.sep}test-`);
cpSync(path.join(root, 'apps/server/dist'), path.join(target, 'apps/server/dist'), { recursive: true });
cpSync(path.join(root, 'apps/server/src'), path.join(target, 'apps/server/src'), {
  recursive: true,
  filter: notTests,
});
cpSync(path.join(root, 'apps/server/tsconfig.json'), path.join(target, 'apps/server/tsconfig.json'));
cpSync(path.join(root, 'tsconfig.base.json'), path.join(target, 'tsconfig.base.json'));
cpSync(path.join(root, 'packages/core/src'), path.join(target, 'packages/core/src'), {
  recursive: true,
  filter: notTests,
});
cpSync(path.join(root, 'apps/web/dist'), path.join(target, 'apps/web/dist'), { recursive: true });

// Only the server's production packages (the web app's are in its build); from npm's cache when it has them.
run(
  'npm',
  ['ci', '--omit=dev', '--workspace', '@sherehe/server', '--prefer-offline', '--no-audit', '--no-fund'],
  target,
);

// Which commit this is, for whoever finds the folder (or the image) later.
const manifest = {
  builtAt: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null,
};
writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Release in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
