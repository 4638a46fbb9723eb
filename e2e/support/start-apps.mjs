// Starts every stack's app (`npm start` over a fresh embedded database) and answers /health on E2E_APPS_HEALTH_PORT
// once all of them are ready. One app migrates and seeds a database first, in a directory of its own, and stops;
// each stack's app then starts over a copy of it, all at once. Four apps each making their own database and the fakes
// took 110 s to be ready on two cores; this way, 56 s. Playwright ends this process's group when the run ends, and with it
// the apps.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const apps = JSON.parse(process.env.E2E_APPS ?? '[]');
const healthPort = Number(process.env.E2E_APPS_HEALTH_PORT);
const running = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(0);
  });
}

function start(env) {
  const child = spawn(process.execPath, ['../scripts/start.mjs'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!child.stopping) {
      console.error(`the app on port ${env.PORT} stopped (${signal ?? code})`);
      process.exit(1);
    }
  });
  return {
    stop: () => {
      child.stopping = true;
      child.kill('SIGTERM');
      return stopped;
    },
  };
}

async function ready(env) {
  for (;;) {
    const answer = await fetch(`${env.PUBLIC_URL}/api/v1/ready`).catch(() => null);
    if (answer?.ok) return;
    await sleep(250);
  }
}

// The first stack's settings make the database every stack copies (it also builds what `npm start` builds, once).
const template = `${apps[0].env.DATA_DIR}-template`;
rmSync(template, { recursive: true, force: true });
// It serves no one: it stops at once, with no drain for a load balancer to notice.
const maker = start({ ...apps[0].env, DATA_DIR: template, SHUTDOWN_DRAIN_SECONDS: '0' });
await ready(apps[0].env);
await maker.stop();

for (const { env } of apps) {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  cpSync(template, env.DATA_DIR, { recursive: true });
  start(env);
}
await Promise.all(apps.map(({ env }) => ready(env)));
createServer((_request, response) => response.end('ready')).listen(healthPort, '127.0.0.1');
