// The API answers the server rendered the first screen from (decision 022): a page starts its queries from them, so
// the browser draws what the server drew, without asking again. In the browser they come from the page; on the
// server, entry-server.tsx sets them around one synchronous render.
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@sherehe/core/first-screen';
import { API_BASE } from './api-client.ts';

let answers: FirstAnswers | undefined;
// When the answers were fresh: the page's own start in the browser; the render's time on the server.
let answeredAt = 0;

function pageAnswers(): FirstAnswers {
  if (answers) return answers;
  answers = {};
  answeredAt = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (text) {
    try {
      answers = JSON.parse(text) as FirstAnswers;
    } catch {
      // a damaged page: the queries ask the API as usual
    }
  }
  return answers;
}

/** For the server's render only: the answers it fetched for this screen, until `clear` is called. */
export function setAnswersForRender(rendered: FirstAnswers): () => void {
  answers = rendered;
  answeredAt = Date.now();
  return () => {
    answers = undefined;
  };
}

/**
 * A query's starting data from the first screen's answers, for `path` as apiRequest takes it (`/listings/…`), or
 * nothing when the page did not come with it; stale after the query's own staleTime, counted from the page's start.
 */
export function firstAnswer<Data>(path: string) {
  return {
    initialData: () => pageAnswers()[`${API_BASE}${path}`] as Data | undefined,
    initialDataUpdatedAt: () => answeredAt,
  };
}

/** The same for an infinite query whose first page (page parameter null) is `path`. */
export function firstAnswerPage<Page>(path: string) {
  const first = firstAnswer<Page>(path);
  return {
    initialData: () => {
      const page = first.initialData();
      return page === undefined ? undefined : { pages: [page], pageParams: [null] };
    },
    initialDataUpdatedAt: first.initialDataUpdatedAt,
  };
}
