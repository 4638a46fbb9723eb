// The API answers the server rendered the first screen from (decision 022): a page starts its queries from them, so
// the browser draws what the server drew, without asking again. In the browser they come from the page; on the
// server, entry-server.tsx sets them around one synchronous render.
import type { ParamsOf, QueryOf, ResponseOf } from '@sherehe/core/api/endpoint';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@sherehe/core/first-screen';
import { endpointUrl } from './api-client.ts';

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

/** What the page asks an endpoint: its `params` and its `query`, as apiRequest takes them. */
type Call<E> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E> extends undefined ? undefined : Partial<QueryOf<E>>;
};
type Callable = Parameters<typeof endpointUrl>[0];

/** The address the page asks for (`/api/v1/…`), as endpointUrl writes it. */
function urlOf<E extends Callable>(endpoint: E, call: Call<E> | undefined): string {
  return (endpointUrl as (endpoint: Callable, args?: Call<E>) => string)(endpoint, call);
}

function startingData<Data>(url: string) {
  return {
    initialData: () => pageAnswers()[url] as Data | undefined,
    initialDataUpdatedAt: () => answeredAt,
  };
}

/**
 * A query's starting data from the first screen's answers, for the call of `endpoint` with `call` (apiRequest's
 * params and query), or nothing when the page did not come with it; stale after the query's own staleTime, counted
 * from the page's start.
 */
export function firstAnswer<E extends Callable>(endpoint: E, call?: Call<E>) {
  return startingData<ResponseOf<E>>(urlOf(endpoint, call));
}

/** The same for an infinite query whose first page (page parameter null) is the call of `endpoint` with `call`. */
export function firstAnswerPage<E extends Callable>(endpoint: E, call?: Call<E>) {
  const first = startingData<ResponseOf<E>>(urlOf(endpoint, call));
  return {
    initialData: () => {
      const page = first.initialData();
      return page === undefined ? undefined : { pages: [page], pageParams: [null] };
    },
    initialDataUpdatedAt: first.initialDataUpdatedAt,
  };
}
