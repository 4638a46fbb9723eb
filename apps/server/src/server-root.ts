// Where apps/server is on disk, from its sources (src/) and from the bundle `npm start` runs (dist/main.mjs): both
// sit one level below it, so the files read at run time (the migrations) are found the same way from either.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
