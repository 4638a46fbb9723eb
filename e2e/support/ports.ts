// Where the journeys' servers listen: the app on E2E_PORT, the mail catcher's SMTP and HTTP on the next two ports,
// the fake OpenID provider on the one after (as localhost: another site than the app, as Google is), then the
// fake Overpass.
export const appPort = Number(process.env.E2E_PORT ?? 4310);
export const smtpPort = appPort + 1;
export const mailCatcherURL = `http://127.0.0.1:${appPort + 2}`;
export const oidcProviderPort = appPort + 3;
export const oidcIssuer = `http://localhost:${oidcProviderPort}`;
// The fake Overpass (OpenStreetMap places for the Smart Planner's venue search), answering its fixed fixture.
export const overpassPort = appPort + 4;
// The fake map tile server (MAP_TILE_URL) the Medi-Finder's map loads its tiles from.
export const tilePort = appPort + 5;
// The fake push service (Web Push): the journeys' browsers subscribe to it instead of a real one.
export const pushServicePort = appPort + 6;
