// Where the journeys' servers listen. `npm test` runs the journeys in two workers; each worker, for each project
// (desktop, phone), talks to a stack of its own: the app with its own database, the mail catcher and the fake OpenID
// provider. So no server ever serves two journeys at once, nor the same journey twice, as when each project had one
// server. Stack n's app listens on E2E_PORT + 10·n; its mail catcher's SMTP and HTTP take the next two ports, its
// OpenID provider (as localhost: another site than the app, as Google is) the one after. The fakes that keep nothing
// per person (Overpass, map tiles, push service) are one for all stacks.
import { test } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 4310);
/** How many journeys run at once (Playwright's workers). */
export const workerSlots = Number(process.env.E2E_WORKERS) || 2;
export const projectNames = ['desktop', 'phone'] as const;
export const stackCount = workerSlots * projectNames.length;

// The fake Overpass (OpenStreetMap places for the Smart Planner's venue search), answering its fixed fixture.
export const overpassPort = firstPort + 4;
// The fake map tile server (MAP_TILE_URL) the Medi-Finder's map loads its tiles from.
export const tilePort = firstPort + 5;
// The fake push service (Web Push): the journeys' browsers subscribe to it instead of a real one.
export const pushServicePort = firstPort + 6;
// Answers once every stack's app is ready (support/start-apps.mjs).
export const appsHealthPort = firstPort + 7;

export function stackPorts(stack: number) {
  const appPort = firstPort + 10 * stack;
  return {
    appPort,
    baseURL: `http://127.0.0.1:${appPort}`,
    smtpPort: appPort + 1,
    mailCatcherURL: `http://127.0.0.1:${appPort + 2}`,
    oidcProviderPort: appPort + 3,
    oidcIssuer: `http://localhost:${appPort + 3}`,
  };
}

/** The stack of the journey running now: its worker's slot and its project. */
export function currentStack() {
  const info = test.info();
  const project = projectNames.indexOf(info.project.name as (typeof projectNames)[number]);
  return stackPorts(info.parallelIndex * projectNames.length + Math.max(project, 0));
}
