// The small pages spec §1's static showcase writes itself (ADR 051): no React, no script, French.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// the site's icon under the base path: without it the browser asks for /favicon.ico, outside
const page = (head: string, body: string, icon: string) =>
  `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml">
${head}
</head>
<body>
${body}
</body>
</html>
`;

/**
 * A legacy address of spec §2's redirect table, or a page only the live site has: the browser
 * goes on at once with the address's query and fragment (a script, as a server's redirect keeps
 * them), a browser without scripts at the meta refresh, a crawler reads the canonical, a person
 * without either follows the link. `byQ` names the target of each value of `q` when the
 * redirect consumes it (spec §2's landing variants); the other parameters follow.
 */
export function redirectPage(options: {
  location: string;
  canonical: string;
  byQ?: ReadonlyMap<string, string>;
  icon: string;
}): string {
  const location = escapeHtml(options.location);
  // in a script: `<` escaped, so no value can close it
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const target = options.byQ
    ? `new Map(${json([...options.byQ])}).get(s.get('q')) || ${json(options.location)}`
    : json(options.location);
  return page(
    `<title>Redirection</title>
<link rel="canonical" href="${escapeHtml(options.canonical)}">
<script>
var s = new URLSearchParams(location.search);
var u = new URL(${target}, location.href);
${options.byQ ? "s.delete('q');\n" : ''}s.forEach(function (v, k) { u.searchParams.append(k, v); });
u.hash = location.hash;
location.replace(u.href);
</script>
<noscript><meta http-equiv="refresh" content="0; url=${location}"></noscript>`,
    `<p>Cette page a changé d’adresse\u202f: <a href="${location}">continuer vers la nouvelle page</a>.</p>`,
    options.icon,
  );
}

/** A page only the live site has, when the showcase names no live site (SHOWCASE_LIVE_URL). */
export function unavailablePage(options: {
  brandName: string;
  home: string;
  stylesheets: string[];
  icon: string;
}): string {
  const brand = escapeHtml(options.brandName);
  return page(
    `<title>Page non proposée dans la vitrine - ${brand}</title>
${options.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}`,
    `<main style="max-width:40rem;margin:4rem auto;padding:0 1.5rem">
<h1>Cette page n’est pas proposée dans la vitrine</h1>
<p>Se connecter, s’inscrire, commander sa box, acheter une carte cadeau ou gérer son abonnement se font sur le site de ${brand}.</p>
<p><a href="${escapeHtml(options.home)}">Revenir à l’accueil de la vitrine</a></p>
</main>`,
    options.icon,
  );
}
