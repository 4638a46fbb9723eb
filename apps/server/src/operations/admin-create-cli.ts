// npm run admin:create -- --email admin@example.co.tz [--name "Name"]: the first admin of a fresh database.
// The password comes from ADMIN_PASSWORD, or a strong one is generated and printed once.
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { createAdmin } from '../features/admin-users/create-admin.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email admin@example.co.tz [--name "Full Name"]');
  process.exit(1);
}
const config = parseConfig();
const database = await openConfiguredDatabase(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  await database.migrate();
  const result = await createAdmin(database.db, {
    email: values.email,
    name: values.name,
    password: process.env.ADMIN_PASSWORD || undefined,
  });
  if (!result.created) console.log(`${values.email} already had an account; it is now an admin.`);
  else if (result.password)
    console.log(`Admin ${values.email} created. Password (shown once): ${result.password}`);
  else console.log(`Admin ${values.email} created with the password from ADMIN_PASSWORD.`);
  // The admin area needs two-step sign-in, which only its owner can set up (their phone holds the secret).
  console.log(
    'On first sign-in, set up two-step sign-in on the account page (an authenticator app); the admin area needs it.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
