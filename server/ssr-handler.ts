import type { ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { isbot } from 'isbot';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clearAuthCookie, hasAuthCookie, tokenFrom, type CookieSettings } from './auth-cookie.ts';
import { renderedUrl } from './page-cache-handler.ts';
import { PageSink, type CapturedPage } from './page-capture.ts';
import {
  anonymousPageCacheControl,
  privatePageCacheControl,
  sharedMaxAgeSeconds,
} from './page-lifetime.ts';
import type { SessionActions, SiteRenderer } from './renderer.ts';
import type { AccountCalls } from './account-calls.ts';
import type { LogIn } from './log-in.ts';
import { retryAfterSeconds } from './too-many-attempts.ts';
import { ownPath, redirect } from './redirect.ts';
import { freshNonce, nonceOf } from './security-headers.ts';
import { anonymous, type ServerVisitor, type TokenCheck } from './visitor.ts';
import { visitorAddress } from './visitor-address.ts';
import { guessesCounted } from './guessable-api-limit.ts';

interface SsrOptions {
  renderer: () => Promise<SiteRenderer>;
  publicSiteUrl: string;
  /** spec §1: the path of the host the site is served under, empty at the root (ADR 051) */
  basePath: string;
  apiUrl: () => string;
  apiTimeoutMs: number;
  renderTimeoutMs: number;
  publicFetch: typeof fetch;
  cookies: CookieSettings;
  resolveVisitor: (token: string, requestId: string) => Promise<TokenCheck>;
  /** the visitor changed something through the product API: the guard asks again (ADR 043) */
  refreshVisitor: (token: string) => void;
  /** the product API no longer takes this token: the answer kept for it goes */
  forgetVisitor: (token: string) => void;
  logIn: LogIn;
  accounts: AccountCalls;
  /** the product API's guessable endpoints, counted per visitor address (ADR 021) */
  guessesPerIp: RateLimiterAbstract;
}

// a page's form: its fields only, never a file (DESIGN §6); room for a field pasted far over its
// length (10,000 « é » are 60 KB encoded), which its check then refuses beside the field
const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: '128kb' });

/** The fields a page's form posted, or undefined when the request carries no form. */
function formOf(req: Request, res: Response): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    readForm(req, res, (error?: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(typeof req.body === 'string' ? req.body : undefined);
    });
  });
}

async function visitorOf(
  req: Request,
  res: Response,
  options: SsrOptions,
): Promise<{ visitor: ServerVisitor; token?: string }> {
  const token = tokenFrom(req);
  if (!token) {
    if (hasAuthCookie(req)) clearAuthCookie(res, options.cookies);
    return { visitor: anonymous };
  }
  const check = await options.resolveVisitor(token, String(req.id));
  if (check.kind === 'visitor') return { visitor: check.visitor, token };
  if (check.kind === 'rejected') clearAuthCookie(res, options.cookies);
  return { visitor: anonymous };
}

/** What a page's route action may do to the session of this answer (DESIGN §6). */
function sessionOf(req: Request, res: Response, options: SsrOptions): SessionActions {
  // a refusal for too many attempts says when to come back
  const told = <T extends { kind: string; retryAfterMs?: number }>(outcome: T): T => {
    if (outcome.retryAfterMs !== undefined)
      res.setHeader('Retry-After', String(retryAfterSeconds(outcome.retryAfterMs)));
    return outcome;
  };
  return {
    logIn: async (credentials) => told(await options.logIn(credentials, req, res)),
    register: async (fields) => told(await options.accounts.register(fields, req, res)),
    requestResetCode: async (email) => told(await options.accounts.requestResetCode(email, req)),
    resetPassword: async (fields) => told(await options.accounts.resetPassword(fields, req, res)),
    changePassword: async (fields) => told(await options.accounts.changePassword(fields, req, res)),
  };
}

export interface Ssr {
  /**
   * Every page (DESIGN §3): the visitor from the cookie, then the router's loaders (guard,
   * redirects, data), then the status, and only then the streamed document.
   */
  handler: RequestHandler;
  /**
   * An anonymous page rendered for nobody in particular, whole (as for a crawler): the page
   * cache's refresh of a stale page (ADR 022).
   */
  renderAnonymous(url: string): Promise<CapturedPage>;
}

export function createSsr(options: SsrOptions): Ssr {
  const origin = new URL(options.publicSiteUrl).origin;
  // a render of one page, for a visitor (the page's URL comes from our own origin, the base
  // path and the request's path under it, never from its Host)
  const render = (
    renderer: SiteRenderer,
    page: {
      /** the URL of the site, under the base path it is mounted at */
      url: string;
      nonce: string;
      visitor: ServerVisitor;
      waitForAll: boolean;
      form?: string;
      session?: SessionActions;
      visitorApi?: ReturnType<SiteRenderer['createServerClients']>['api'];
    },
    clients: ReturnType<SiteRenderer['createServerClients']>,
  ) =>
    renderer.render({
      url: `${origin}${options.basePath}${page.url.replace(/^\/+/, '/')}`,
      nonce: page.nonce,
      visitor: page.visitor,
      clients,
      waitForAll: page.waitForAll,
      form: page.form,
      session: page.session,
      visitorApi: page.visitorApi,
      abortAfterMs: options.renderTimeoutMs,
      now: () => new Date(),
    });
  // every anonymous render calls the API the same way: its clients are built once per renderer
  // and API address (the embedded API's is known after start-up)
  type Clients = ReturnType<SiteRenderer['createServerClients']>;
  let shared: { renderer: SiteRenderer; apiUrl: string; clients: Clients } | undefined;
  const anonymousClients = (renderer: SiteRenderer): Clients => {
    const apiUrl = options.apiUrl();
    if (shared?.renderer !== renderer || shared.apiUrl !== apiUrl) {
      const clients = renderer.createServerClients({
        apiUrl,
        timeoutMs: options.apiTimeoutMs,
        fetch: options.publicFetch,
      });
      shared = { renderer, apiUrl, clients };
    }
    return shared.clients;
  };
  const handler: RequestHandler = async (req, res) => {
    const posted = req.method === 'POST';
    if (!posted && req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD, POST');
      res.type('text/plain').send('Méthode non autorisée.');
      return;
    }
    // anything else than a form's fields reads as an empty form: the action says what is missing
    const form = posted ? ((await formOf(req, res)) ?? '') : undefined;
    const { visitor, token } = await visitorOf(req, res, options);
    const renderer = await options.renderer();
    const bearer: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    // the token was revoked since its answer was kept (a logout elsewhere, DESIGN §3's 30 s)
    let tokenRefused = false;
    const clientsWith = (
      headers: Record<string, string>,
      visitorCall?: { address: string; afterWrite?: () => void },
    ) => {
      const apiUrl = options.apiUrl();
      // what a visitor's form sends counts as it would through the proxy
      const send = visitorCall
        ? guessesCounted(fetch, {
            limiter: options.guessesPerIp,
            address: visitorCall.address,
            apiUrl,
          })
        : fetch;
      return renderer.createServerClients({
        apiUrl,
        timeoutMs: options.apiTimeoutMs,
        fetch: async (input, init) => {
          const response = await send(input, {
            ...init,
            // a visitor's own calls carry this request's id into the product API's log
            // (README "Operating it"); the anonymous clients are shared between requests
            headers: {
              ...(init?.headers as Record<string, string>),
              ...headers,
              'X-Request-Id': String(req.id),
            },
          });
          if (headers.Authorization && response.status === 401) tokenRefused = true;
          if (visitorCall?.afterWrite && (init?.method ?? 'GET') !== 'GET')
            visitorCall.afterWrite();
          return response;
        },
      });
    };
    // answers for an authenticated visitor are never shared (DESIGN §5)
    const clients = token ? clientsWith(bearer) : anonymousClients(renderer);
    // what a route action changes is asked on the visitor's behalf: the product API's limits
    // count their address, not this server's; a change (a payment completed by a page's
    // loader, back from 3-D Secure) makes the guard ask who they are again
    const address = visitorAddress(req);
    const visitorApi = clientsWith(
      { ...bearer, 'X-Forwarded-For': address },
      { address, afterWrite: token ? () => options.refreshVisitor(token) : undefined },
    ).api;
    const renderFor = (url: string) =>
      render(
        renderer,
        {
          url,
          nonce: nonceOf(res),
          visitor,
          waitForAll: isbot(req.get('user-agent') ?? ''),
          form,
          visitorApi,
          // a route action opens the session of this answer (DESIGN §6)
          session: sessionOf(req, res, options),
        },
        clients,
      );
    const url = renderedUrl(req, res);
    let outcome = await renderFor(url);
    // a redirect is never kept: it leads from the address asked, its tracking parameters
    // included, not from the page cache's key (ADR 085)
    if (outcome.type === 'redirect' && url !== req.url) outcome = await renderFor(req.url);

    if (token && tokenRefused) {
      // spec §4: a 401 logs the visitor out; the same page again, as the anonymous visitor
      // they now are (the guard sends them to the login page where one is needed)
      options.forgetVisitor(token);
      clearAuthCookie(res, options.cookies);
      res.setHeader('Cache-Control', privatePageCacheControl);
      redirect(res, posted ? 303 : 302, ownPath(req.originalUrl));
      return;
    }
    if (outcome.type === 'redirect') {
      res.setHeader('Cache-Control', privatePageCacheControl);
      redirect(res, outcome.status, outcome.location);
      return;
    }
    res.status(outcome.status);
    // the product API is down (DESIGN §3): come back when a page's shared lifetime has passed
    if (outcome.status === 503) res.setHeader('Retry-After', String(sharedMaxAgeSeconds));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Cookie');
    // a shared cache may keep only anonymous pages that set no cookie
    const shareable =
      !posted &&
      !outcome.personal &&
      !visitor.authenticated &&
      outcome.status < 500 &&
      res.getHeader('Set-Cookie') === undefined;
    res.setHeader('Cache-Control', shareable ? anonymousPageCacheControl : privatePageCacheControl);
    await outcome.stream(res);
  };

  async function renderAnonymous(url: string): Promise<CapturedPage> {
    const renderer = await options.renderer();
    const nonce = freshNonce();
    const outcome = await render(
      renderer,
      { url, nonce, visitor: anonymous, waitForAll: true },
      anonymousClients(renderer),
    );
    if (outcome.type === 'redirect') {
      const { status } = outcome;
      return { status, html: Buffer.alloc(0), nonce, complete: true, setsCookie: false };
    }
    const sink = new PageSink();
    sink.statusCode = outcome.status;
    sink.setHeader(
      'Cache-Control',
      outcome.status < 500 ? anonymousPageCacheControl : privatePageCacheControl,
    );
    // the renderer streams into a Node response; the sink is the part of one it uses
    await outcome.stream(sink as unknown as ServerResponse);
    return sink.page(nonce);
  }

  return { handler, renderAnonymous };
}
