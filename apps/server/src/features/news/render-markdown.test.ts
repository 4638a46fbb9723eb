// The renderer on its own, over more ways in than the API test tries: what it keeps, what it drops, and that its
// output is balanced (a link refused before another must not leave the next one closed by the wrong tag).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('keeps the short list of tags, a heading one level under the page title', () => {
    expect(
      renderMarkdown(
        '# One\n\n#### Four\n\n###### Six\n\n**b** _i_ `c`\n\n- a\n- b\n\n3. x\n\n> q\n\n---\n\n```\n<b>\n```',
      ),
    ).toBe(
      [
        '<h2>One</h2>',
        '<h4>Four</h4>',
        '<h4>Six</h4>',
        '<p><strong>b</strong> <em>i</em> <code>c</code></p>',
        '<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
        '<ol start="3">\n<li>x</li>\n</ol>',
        '<blockquote>\n<p>q</p>\n</blockquote>',
        '<hr />',
        '<pre><code>&lt;b&gt;\n</code></pre>',
      ].join('\n'),
    );
  });

  it.each([
    ['[x](javascript:alert(1))'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['<a href="//evil.example/">x</a>'],
    ['<a href="/\\evil.example/">x</a>'],
    ['<a href="file:///etc/passwd">x</a>'],
    ['<a href="relative/page">x</a>'],
  ])('drops the address of %s and keeps its words', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('href');
    expect(html).toMatch(/x/);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['<svg><script>alert(1)</script></svg>'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['<object data="x.swf"></object><embed src="x.swf">'],
    ['<details open ontoggle=alert(1)>'],
    ['<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
    ['<style>@import "https://evil.example/x.css";</style>'],
    ['<base href="https://evil.example/">'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ])('leaves nothing that runs of %s', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(?!\/?(p|h[2-4]|strong|em|a|ul|ol|li|blockquote|code|pre|br|hr)\b)[a-z]/i);
    expect(html).not.toMatch(/\son\w+\s*=|javascript:|style=|href=|src=/i);
  });

  it('gives every link the rel policy, and a new tab only to another site', () => {
    expect(renderMarkdown('[a](https://example.com) [b](/event-planners/news) [c](mailto:x@y.tz)')).toBe(
      '<p><a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">a</a> ' +
        '<a href="/event-planners/news" rel="noopener noreferrer nofollow">b</a> ' +
        '<a href="mailto:x@y.tz" rel="noopener noreferrer nofollow">c</a></p>',
    );
    expect(
      renderMarkdown('<a href="https://example.com" rel="opener" target="_top" onclick="x()">d</a>'),
    ).toBe('<p><a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">d</a></p>');
  });

  it('closes each link with its own tag after a refused one', () => {
    const html = renderMarkdown(
      '<a href="data:x">one</a> <a href="https://example.com/">two</a> <a>three</a>',
    );
    expect(html).toBe(
      '<p>one <a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">two</a> three</p>',
    );
    expect(html.match(/<a\b/g)?.length).toBe(html.match(/<\/a>/g)?.length);
  });

  it('drops a paragraph left with nothing in it, and answers nothing for a blank body', () => {
    expect(renderMarkdown('![photo](https://tracker.example/p.gif)\n\nWords')).toBe('<p>Words</p>');
    expect(renderMarkdown('  \n ')).toBe('');
  });
});
