// npm run db:migrate: applies the checked-in migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from './client.ts';

const config = parseConfig();
const database = await openConfiguredDatabase(config).catch((error: Error) => {
  console.error(error.message); // e.g. the embedded database is in use by the running server
  process.exit(1);
});
try {
  await database.migrate({
    giveWay: {
      onGiveWay: (gaveWay, pauseMs) =>
        console.error(
          `A table is locked by another session; trying again in ${pauseMs / 1000} s (${gaveWay}).`,
        ),
    },
  });
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
