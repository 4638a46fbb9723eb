// Every call to the API goes through an endpoint's descriptor (apiRequest, endpointUrl, uploadFile, putFile,
// sendFileBody; issue 38, decision 040): no file but the client itself writes an /api/ address or calls the
// path-taking requestByPath.
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '../test/source-texts.ts';

const sources = sourceTexts;

/** Where an API address is still written out, and why. */
const handWrittenAllowed: Record<string, string> = {
  '../lib/api-client.ts': 'the client: where a descriptor becomes an address',
  '../lib/upload-file.ts': "the file senders: they put API_BASE before a descriptor's path",
  '../lib/put-file.ts': "the file senders: they put API_BASE before a descriptor's path",
  '../lib/send-file-body.ts': "the file senders: they put API_BASE before a descriptor's path",
  '../app/first-screens.ts':
    'patterns the server matches to fetch a first screen’s data on its side, not calls',
  '../lib/offline/keep-page-offline.ts':
    'sorts what the page loaded by address for the offline worker (public answers kept), calls nothing',
};

const HAND_WRITTEN = /[`'"]\/api\/|\bAPI_BASE\b|\brequestByPath\b/;

describe('API calls', () => {
  it('are made from descriptors everywhere (code comments aside)', () => {
    const handWritten = Object.entries(sources).flatMap(([file, source]) => {
      // Tests and their helpers stub fetch by the addresses the app asks for.
      if (/test/.test(file.split('/').pop() ?? '') || file in handWrittenAllowed || file.includes('/test/'))
        return [];
      return source
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && HAND_WRITTEN.test(line))
        .map((line) => `${file}: ${line.trim()}`);
    });
    expect(handWritten).toEqual([]);
  });
});
