// OpenStreetMap data through an Overpass API interpreter (the public one by default): POST a query, read its
// `elements`. Every way it can fail (no answer in time, an error status, an HTML error page, a `remark`, nonsense)
// is one OverpassError, so callers have a single thing to handle.
import { z } from 'zod';
import { OVERPASS_TIMEOUT_SECONDS } from './overpass-query.ts';

const overpassElement = z.object({
  type: z.string(),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  /** Ways and relations with `out center`. */
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
export type OverpassElement = z.infer<typeof overpassElement>;

const overpassAnswer = z.object({
  elements: z.array(overpassElement),
  // Overpass reports runtime errors (its own timeout, out of memory) here, with a 200 and partial or no elements.
  remark: z.string().optional(),
});

export type OverpassClient = {
  /** The elements Overpass answers `query` with; throws OverpassError on any failure. */
  run(query: string, options?: { signal?: AbortSignal }): Promise<OverpassElement[]>;
};

export class OverpassError extends Error {
  override name = 'OverpassError';
}

/** A city's worth of places is a few hundred KB; anything near this is not an answer we asked for. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export function createOverpassClient({
  url,
  timeoutMs = OVERPASS_TIMEOUT_SECONDS * 1000,
}: {
  url: string;
  timeoutMs?: number;
}): OverpassClient {
  return {
    async run(query, { signal } = {}) {
      const deadline = AbortSignal.timeout(timeoutMs);
      let text: string;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            // The form field `data` is what every Overpass interpreter accepts.
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            // The public instances ask callers to say who they are.
            'user-agent': 'Sherehe venue search (https://sherehe.co.tz)',
          },
          body: new URLSearchParams({ data: query }),
          signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
        });
        text = await readText(response);
      } catch (error) {
        if (deadline.aborted) throw new OverpassError(`Overpass did not answer within ${timeoutMs} ms`);
        if (signal?.aborted) throw new OverpassError('the Overpass request was cancelled');
        if (error instanceof OverpassError) throw error;
        throw new OverpassError(`Overpass could not be reached: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new OverpassError(`Overpass answered ${response.status}: ${excerpt(text)}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new OverpassError(`Overpass answered something that is not JSON: ${excerpt(text)}`);
      }
      const answer = overpassAnswer.safeParse(json);
      if (!answer.success) {
        throw new OverpassError(`Overpass answered JSON without the expected elements: ${excerpt(text)}`);
      }
      if (answer.data.remark !== undefined) {
        throw new OverpassError(`Overpass reported a problem: ${excerpt(answer.data.remark)}`);
      }
      return answer.data.elements;
    },
  };
}

// Read at most MAX_ANSWER_BYTES, so a misbehaving server cannot fill our memory.
async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Leaving the loop cancels the rest of the body.
    if (size > MAX_ANSWER_BYTES)
      throw new OverpassError(`Overpass answered more than ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function excerpt(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}
