// Which stored encoding of a cached page an answer uses (ADR 022): brotli, then gzip, when
// `Accept-Encoding` accepts them (q > 0, by name or by `*`); the page as it is otherwise.

export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

const none: AcceptedEncodings = { br: false, gzip: false };

function parse(header: string): AcceptedEncodings {
  const quality = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return { br: accepts('br'), gzip: accepts('gzip') };
}

// a handful of browsers send a handful of headers: each is read once
const known = new Map<string, AcceptedEncodings>();

export function acceptedEncodings(header: string | undefined): AcceptedEncodings {
  if (!header) return none;
  let accepted = known.get(header);
  if (!accepted) {
    accepted = parse(header);
    if (known.size >= 256) known.clear();
    known.set(header, accepted);
  }
  return accepted;
}
