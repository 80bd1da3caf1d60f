import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownNode } from '../../shared/markdown.ts';
import { markdownNodesText, markdownPlainText } from '../../shared/markdown-text.ts';
import { MarkdownContent } from '../../client/content/markdown-content.tsx';
import { SiteSettingsProvider } from '../../client/app/site-settings.tsx';

// ADR 015: CMS bodies are untrusted markdown. What reaches the page is a tree of allowed
// elements: no script, handler, javascript: URL, form, inline style or foreign frame.

const site = {
  brandName: 'Potimarron',
  publicSiteUrl: 'https://www.potimarron.test',
  subscriberSiteUrl: '/mon-compte',
  abTestScriptUrl: null,
  adyen: null,
  showcase: null,
};

/** The HTML React writes for `source`, as the pages draw it (parsed as the queries do). */
function html(source: string): string {
  const body = renderMarkdown(source, { siteOrigin: new URL(site.publicSiteUrl).origin });
  return renderToStaticMarkup(
    createElement(SiteSettingsProvider, {
      settings: site,
      children: createElement(MarkdownContent, { body }),
    }),
  );
}

const tags = (source: string) =>
  [...html(source).matchAll(/<([a-z0-9]+)[\s>/]/g)].map((match) => match[1]);

/** Every attribute of every element of the HTML (text is escaped: no raw `<` in it). */
const attributes = (out: string) =>
  [...out.matchAll(/<[a-z][^>]*>/g)].flatMap((tag) =>
    [...tag[0].matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map((attr) => ({
      name: attr[1] ?? '',
      value: attr[2] ?? '',
    })),
  );

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">lien</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<style>body { display: none }</style>',
  '<div style="position:fixed;inset:0">recouvre la page</div>',
  '<svg onload="alert(1)"></svg>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[clic](javascript:alert(1))',
  '[clic](JaVaScRiPt:alert(1))',
  '[clic](&#106;avascript:alert(1))',
  '[clic](java\nscript:alert(1))',
  '[clic](  javascript:alert(1))',
  '[clic](vbscript:msgbox(1))',
  '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[clic](file:///etc/passwd)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[x](https://evil.example/" onmouseover="alert(1))',
  '[x]: javascript:alert(1)\n\n[lien][x]',
];

describe('hostile markdown', () => {
  it.each(hostile)('renders %j inert', (source) => {
    const out = html(source);
    expect(tags(source).filter((tag) => !allowedTags.has(tag ?? ''))).toEqual([]);
    for (const { name, value } of attributes(out)) {
      expect(allowedAttributes.has(name), name).toBe(true);
      if (name === 'href' || name === 'src')
        expect(value).toMatch(/^(\/(?![/\\])|https:|mailto:|tel:|#)/);
    }
  });

  it('shows raw HTML as text, escaped', () => {
    expect(html('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps the text of a link it refuses', () => {
    expect(html('[clic ici](javascript:alert(1))')).not.toContain('<a');
    expect(html('Voir [la page](vbscript:x) ici')).toContain('Voir');
  });
});

const allowedTags = new Set([
  'div', // the container and a table's scroller, never from the content
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'pre',
  'code',
  'em',
  'strong',
  's',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
]);
const allowedAttributes = new Set([
  'class',
  'data-cms-content',
  'data-discover',
  'href',
  'rel',
  'src',
  'alt',
  'loading',
  'decoding',
  'start',
  'role',
  'aria-label',
  'tabindex',
]);

describe('links and pictures', () => {
  it('makes site paths client-side links and keeps other sites at a distance', () => {
    expect(renderMarkdown('[la livraison](/livraison)')).toEqual([
      {
        tag: 'p',
        children: [
          { tag: 'a', link: { kind: 'route', to: '/livraison' }, children: ['la livraison'] },
        ],
      },
    ]);
    expect(html('[la livraison](/livraison)')).toMatch(
      /<a href="\/livraison"[^>]*>la livraison<\/a>/,
    );
    expect(html('[CM2C](https://www.cm2c.net/)')).toContain(
      '<a href="https://www.cm2c.net/" rel="noopener noreferrer">CM2C</a>',
    );
  });

  it('reads an absolute link to the site itself as a site path', () => {
    expect(html('[FAQ](https://www.potimarron.test/faq?x=1#y)')).toContain('<a href="/faq?x=1#y"');
  });

  it('never makes //host or /\\host a site path', () => {
    for (const source of ['[x](//evil.example/a)', '[x](/\\evil.example)', '[x](livraison)'])
      expect(html(source), source).not.toMatch(/<a href="\/[/\\]|<a href="livraison/);
  });

  it('links e-mail addresses and telephone numbers, written or bare', () => {
    expect(html('[écrire](mailto:bonjour@potimarron.fr)')).toContain(
      'href="mailto:bonjour@potimarron.fr"',
    );
    expect(html('[appeler](tel:+33184801234)')).toContain('href="tel:+33184801234"');
    expect(html('écrivez à bonjour@potimarron.fr.')).toContain(
      'href="mailto:bonjour@potimarron.fr"',
    );
  });

  it('shows pictures of the site only, with their alt text', () => {
    expect(html('![Un potimarron](/uploads/potimarron.webp)')).toContain(
      '<img src="/uploads/potimarron.webp" alt="Un potimarron" loading="lazy" decoding="async"/>',
    );
    expect(html('![Pixel](https://tracker.example/p.gif)')).not.toContain('<img');
    expect(html('![Pixel](https://tracker.example/p.gif)')).toContain('Pixel');
  });
});

describe('structure', () => {
  it('starts headings at h2, under the page’s own h1', () => {
    expect(tags('# Titre\n\n## Partie\n\n### Détail')).toEqual(['div', 'h2', 'h2', 'h3']);
  });

  it('draws lists, quotes, code and tables, numbered lists keeping their start', () => {
    const out = html('3. trois\n4. quatre\n\n> cité\n\n`code`\n\n| a | b |\n|--:|---|\n| 1 | 2 |');
    expect(out).toContain('<ol start="3"><li>trois</li><li>quatre</li></ol>');
    expect(out).toContain('<blockquote><p>cité</p></blockquote>');
    expect(out).toContain('<code>code</code>');
    expect(out).toMatch(/<table><thead><tr><th>a<\/th>/); // alignment dropped: no style attribute
  });

  it('puts non-breaking spaces where French typography wants them', () => {
    expect(html('Prêt ? Oui : « bio » !')).toContain(
      'Prêt\u00a0? Oui\u00a0: «\u00a0bio\u00a0»\u00a0!',
    );
    // an hour on one line, after inline markup too
    expect(html('Avant la **date limite** : 23 h 59, de 8 h à 20 h.')).toContain(
      '</strong>\u00a0: 23\u00a0h\u00a059, de 8\u00a0h à 20\u00a0h.',
    );
  });

  it('gives the same tree every time (server and browser agree)', () => {
    const source = '## Titre\n\nDu **gras**, un [lien](/faq) et une liste :\n\n- un\n- deux';
    const first: MarkdownNode[] = renderMarkdown(source);
    expect(renderMarkdown(source)).toEqual(first);
  });
});

describe('plain text for structured data', () => {
  it('drops the marks and keeps the words', () => {
    expect(
      markdownPlainText(
        'Rendez-vous dans [Mon compte](/mon-compte), rubrique **« Mon abonnement »**.\n\n- un\n- *deux*\n\n## Titre',
      ),
    ).toBe('Rendez-vous dans Mon compte, rubrique « Mon abonnement ». un deux Titre');
  });

  // Hostile CMS text: with the patterns of before, each of these took minutes (quadratic: 60 KB
  // of « []( » 5.5 s, 120 KB 26.6 s); now a few milliseconds. Checked by their result only.
  it('reads hostile text in one pass: brackets that never close, runs of blank lines', () => {
    const long = 400_000;
    expect(markdownPlainText(`a${'[]('.repeat(long / 3)}`)).toBe(`a${'[]('.repeat(long / 3)}`);
    expect(markdownPlainText(`a${'!['.repeat(long / 2)}`)).toBe(`a${'!['.repeat(long / 2)}`);
    expect(markdownPlainText(`a${'\n'.repeat(long)}b`)).toBe('a b');
    expect(markdownPlainText(`a${' \n'.repeat(long / 2)}- b`)).toBe('a b');
  });

  it('keeps the no-break spaces of French typography', () => {
    expect(
      markdownPlainText('Avant le **mercredi 23\u00a0h\u00a059**\u00a0:\n\nau 01\u00a084'),
    ).toBe('Avant le mercredi 23\u00a0h\u00a059\u00a0: au 01\u00a084');
  });

  it('keeps a link’s text whatever its address, parentheses excepted', () => {
    expect(markdownPlainText('[la FAQ](https://exemple.fr/faq?q=a[1]) ici')).toBe(
      '[la FAQ](https://exemple.fr/faq?q=a[1]) ici',
    );
    expect(markdownPlainText('![Une box](/uploads/box.jpg) et [la FAQ](/faq)')).toBe(
      'Une box et la FAQ',
    );
  });
});

describe('markdownNodesText (FAQPage answers of a parsed CMS body)', () => {
  it('gives the words, blocks apart, inline marks and links kept in their sentence', () => {
    const body = renderMarkdown('Oui, **sans engagement**, voir [la FAQ](/faq).\n\n- un\n- deux');
    expect(markdownNodesText(body)).toBe('Oui, sans engagement, voir la FAQ. un deux');
  });
});
