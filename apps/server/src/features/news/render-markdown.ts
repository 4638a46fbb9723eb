// A news post's Markdown as the HTML readers get: rendered by markdown-it, then cleaned by sanitize-html to a short
// list of tags with no attribute that can run or style anything. It runs when a post is saved (and for the editor's
// preview), so the public pages serve stored HTML and the browser inserts it as it is.
//
// sanitize-html is the barrier, not markdown-it: raw HTML in the Markdown passes through markdown-it on purpose
// (html: true) and whatever is not on the list below is dropped here. Only what is listed survives:
//   p, h2–h4 (a Markdown # heading becomes h2: the page's own title is its h1), strong, em, a, ul, ol, li,
//   blockquote, code, pre, br, hr.
// No image: posts have their cover photo, and a picture from elsewhere would let a post track its readers.
// A link keeps its href only for http, https and mailto, or a path on this site (/event-planners/…); every link gets
// rel="noopener noreferrer nofollow", and a link to another site opens in a new tab (target="_blank").
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false });

const REL = 'noopener noreferrer nofollow';

/** The href a link may keep, and whether it leaves the site; null when the link has to lose its href. */
function linkTarget(href: string | undefined): { href: string; external: boolean } | null {
  if (href === undefined) return null;
  const value = href.trim();
  // A path on this site; "//host" is another site without its scheme, "/\host" one to some browsers.
  if (/^\/(?![/\\])/.test(value)) return { href: value, external: false };
  if (/^mailto:/i.test(value)) return { href: value, external: false };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.hostname === '' ? null : { href: url.href, external: true };
    } catch {
      return null;
    }
  }
  return null;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A dropped tag keeps its text, except these whose content is never prose (a script's code, a style sheet).
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  allowedStyles: {},
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const target = linkTarget(attribs.href);
      // No address left: a bare <a>, unwrapped below. (Renaming it to a tag that is then dropped would be simpler,
      // but sanitize-html 2.17 remembers that renaming for the next tag closed at the same depth: the next link
      // then closed with </span>.)
      if (!target) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          href: target.href,
          rel: REL,
          ...(target.external ? { target: '_blank' } : {}),
        },
      };
    },
  },
  // A paragraph left empty (it held only an image, a script or a frame) is not kept as a gap.
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '' && !frame.mediaChildren?.length,
};

/** Sanitised HTML of a post's Markdown; '' for a blank body. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  // The sanitiser writes attributes itself, so an <a> with none is one of ours: its words stay, the link goes.
  return sanitizeHtml(markdown.render(source), options)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim();
}
