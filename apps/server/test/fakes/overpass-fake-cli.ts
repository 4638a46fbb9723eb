// The fake Overpass as a process of its own, for the browser journeys (e2e/playwright.config.ts starts it and
// points the app's OVERPASS_URL at it). Every query, whatever the city or category, gets journeyElements().
import { journeyElements, startOverpassFake } from './overpass-fake.ts';

const port = Number(process.env.E2E_OVERPASS_PORT ?? 4314);

const overpass = await startOverpassFake({ port, elements: journeyElements() });
console.log(`fake Overpass at ${overpass.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    overpass.close().finally(() => process.exit(0));
  });
}
