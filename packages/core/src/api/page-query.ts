// The query of a list read a page at a time: the cursor the previous page ended with.
import { z } from 'zod';

export const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
