// What the server puts into the page it sends so a first visit does not wait on a chain of requests: the names both
// sides use, and the shape of the build's list of what each landing page needs (docs/decisions/018-first-screen-named-in-the-html.md).

/** The visitor's language, kept by the web app beside its local storage so the server can send the right strings. */
export const LANGUAGE_COOKIE = 'sherehe.lang';

/** Id of the `<script type="application/json">` holding the first screen's strings (data, never run). */
export const FIRST_STRINGS_ID = 'first-strings';

/**
 * Id of the `<script type="application/json">` holding the first screen's API answers, by request path (`/api/v1/…`
 * as the page asks for it): the server rendered the screen from them, and the page starts from the same ones.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * Id of the `<script type="application/json">` listing a drawn page's code (`/assets/…` files) instead of modulepreload
 * links: the browser asks for it only once the drawing's largest picture has painted (decision 022).
 */
export const FIRST_CODE_ID = 'first-code';

/** Request path → the API's JSON answer to it (200 only). */
export type FirstAnswers = Record<string, unknown>;

/** Marks the element whose children the server rendered, until the web app draws over them (decision 022). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Marks a drawn page whose code waits for the visitor's first sign of use (a touch, a key, the mouse, a scroll) instead
 * of coming once it has painted: a page people mostly read, whose links work without its code (decision 044).
 */
export const APP_ON_INTENT_ATTRIBUTE = 'data-app-on-intent';

/** The strings inlined in a page: the language they are in, and each namespace's JSON. */
export type FirstStrings = { language: 'en' | 'sw'; namespaces: Record<string, unknown> };

/** One landing page: its route pattern, the built files its code needs, its strings and its first data. */
export type FirstScreen = {
  /** A React Router pattern from web-routes.ts. */
  pattern: string;
  /** Built JS files (`/assets/…`) beyond the entry's own, for `<link rel="modulepreload">`. */
  modules: string[];
  /** Namespaces read by the layout and page, `common` included. */
  namespaces: string[];
  /**
   * API requests (`/api/v1/…`) the page makes first; `:param` is the route's parameter, or the query string's value of
   * that name, URI-encoded. `params` lists values a parameter must have for the request to be made (else skipped).
   * `search` names the query string's keys the request allows: an address with any other key (a catalogue's filters,
   * say) changes what the page asks for, and gets no request.
   */
  data: { path: string; params?: Record<string, readonly string[]>; search?: readonly string[] }[];
  /**
   * Where the first request's answer names the language to draw the page in for a visitor who chose none (a dotted
   * path: `event.language`): an invitation card opens in its event's language, whatever the phone's.
   */
  languageFrom?: string;
  /**
   * The page's code waits for the visitor's first sign of use (APP_ON_INTENT_ATTRIBUTE), for a visitor the drawing
   * shows as they are (nothing stored: no session, cart or other language).
   */
  appOnIntent?: boolean;
};

/** Written by the web build at dist/.vite/first-screens.json. */
export type FirstScreensManifest = {
  screens: FirstScreen[];
  /** language → namespace → strings, for every namespace some screen inlines. */
  strings: Record<'en' | 'sw', Record<string, unknown>>;
};

/**
 * Buttons a tap on the drawing is kept for until the app has taken it over (decision 027); links, fields, labels
 * and checkboxes work without the app.
 */
export const EARLY_TAP_BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]';

/** Where on `window` the page's own tap keeper (EARLY_TAPS_SCRIPT) leaves what it kept. */
export const EARLY_TAPS_GLOBAL = '__shereheEarlyTaps';

/**
 * The events React hydrates a part of the page at once for, when one reaches a part it has not taken over yet
 * (react-dom's `discreteReplayableEvents`; the click is the keeper's own case).
 */
const HYDRATING_EVENTS =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste change contextmenu reset';

/**
 * A drawn page's only inline script, in its head (its hash is in the Content-Security-Policy): from the first paint,
 * before any of the page's code has arrived, a tap on one of the drawing's buttons is kept instead of lost, and does
 * nothing of its own (a form's button would send the form as a plain page load). The app's `keepEarlyInput` takes
 * it over once it runs, and lets through a tap on a part of the page the app already has (`owned`). A new press
 * forgets the kept tap (see lib/early-input.ts).
 *
 * Until the app has taken the whole page over, what happens on a part React has not hydrated yet is kept from React
 * (decision 036): the browser does its own (typing, following a link) and the app is told at the takeover, instead of
 * React hydrating that part, and all around it, in one long task while the tap waits for its answer. React marks an
 * element it has taken over with its props, under a `__reactProps$…` key.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function(){var d=document,on=[];',
  `var s=window.${EARLY_TAPS_GLOBAL}={tap:null,keep:function(b){s.tap=b},owned:function(){return false},`,
  'stop:function(){on.forEach(function(l){d.removeEventListener(l[0],l[1],true)})}};',
  `function drawn(t){var r=d.getElementById("root");return t instanceof Element&&r!==null&&r.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})&&r.contains(t)}`,
  'function reacts(t){return Object.keys(t).some(function(k){return k.indexOf("__reactProps$")===0})}',
  'function hold(e){if(drawn(e.target)&&!reacts(e.target))e.stopPropagation()}',
  'function listen(type,f){on.push([type,f]);d.addEventListener(type,f,true)}',
  `listen("click",function(e){var t=e.target,b=t instanceof Element?t.closest(${JSON.stringify(EARLY_TAP_BUTTONS)}):null;`,
  'if(!b||!drawn(b)||t.closest("a[href]")){hold(e);return}if(s.owned(b))return;',
  'e.preventDefault();e.stopPropagation();s.keep(b)});',
  'listen("submit",function(e){if(drawn(e.target))e.preventDefault()});',
  'function press(e){if(e.type==="pointerdown"||e.key==="Enter"||e.key===" ")s.keep(null)}',
  'listen("pointerdown",press);listen("keydown",press);',
  `${JSON.stringify(HYDRATING_EVENTS)}.split(" ").forEach(function(type){listen(type,hold)})})();`,
].join('');
