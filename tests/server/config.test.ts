import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { siteSettingsOf } from '../../server/site-settings.ts';
import { brandSlugOf, routeTable } from '../../shared/routes.ts';
import { headOf, titlesOf } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// DESIGN §9: the site is configured by environment variables, validated at start-up with one
// clear line naming the variable; and the values really change what the site does.

function configError(env: Record<string, string>): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_SITE_URL: 'http://localhost:3000',
      PRODUCT_API_PORT: 1337,
      SUBSCRIBER_SITE_URL: '/mon-compte',
      BRAND_NAME: 'Potimarron',
      LOG_LEVEL: 'info',
      PROXY_TIMEOUT_MS: 15_000,
      TRUST_PROXY: false,
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: 10,
      RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR: 100,
      RATE_LIMIT_LOGIN_LOCK_SECONDS: 900,
      RATE_LIMIT_API_REQUESTS_PER_IP: 100,
      RATE_LIMIT_API_WINDOW_SECONDS: 600,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SHUTDOWN_DRAIN_MS: 30_000,
      PAGE_CACHE_MB: 64,
    });
    expect(config.PRODUCT_API_URL).toBeUndefined();
    expect(config.COOKIE_DOMAIN).toBeUndefined();
    expect(config.AB_TEST_SCRIPT_URL).toBeUndefined();
    expect(config.ADYEN_CLIENT_KEY).toBeUndefined();
    expect(config.ADYEN_ENVIRONMENT).toBe('test');
  });

  it('reads good values, drops trailing slashes of base URLs and treats empty as unset', () => {
    const config = readConfig({
      PORT: '8080',
      PUBLIC_SITE_URL: 'https://www.potimarron.fr/',
      PRODUCT_API_URL: 'http://product-api:1337//',
      SUBSCRIBER_SITE_URL: 'https://abonnes.example.fr',
      COOKIE_DOMAIN: 'potimarron.fr',
      AB_TEST_SCRIPT_URL: 'https://ab.example.net/x.js',
      BRAND_NAME: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      PUBLIC_SITE_URL: 'https://www.potimarron.fr',
      PRODUCT_API_URL: 'http://product-api:1337',
      SUBSCRIBER_SITE_URL: 'https://abonnes.example.fr',
      COOKIE_DOMAIN: 'potimarron.fr',
      AB_TEST_SCRIPT_URL: 'https://ab.example.net/x.js',
      BRAND_NAME: 'Potimarron',
    });
    expect(readConfig({ SUBSCRIBER_SITE_URL: '/espace-abonne' }).SUBSCRIBER_SITE_URL).toBe(
      '/espace-abonne',
    );
  });

  const bad: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PUBLIC_SITE_URL', 'ftp://x'],
    ['PUBLIC_SITE_URL', 'www.potimarron.fr'],
    ['PUBLIC_SITE_URL', 'javascript:alert(1)'],
    ['PRODUCT_API_URL', 'file:///etc/passwd'],
    // every page would ask for /api/api/…
    ['PRODUCT_API_URL', 'http://product-api:1337/api/'],
    ['SUBSCRIBER_SITE_URL', '//evil.com'],
    ['SUBSCRIBER_SITE_URL', '/\\evil.com'],
    ['SUBSCRIBER_SITE_URL', 'evil.com'],
    ['SUBSCRIBER_SITE_URL', 'javascript:alert(1)'],
    ['SUBSCRIBER_SITE_URL', 'https:evil.com'],
    ['AB_TEST_SCRIPT_URL', 'http://x'],
    ['AB_TEST_SCRIPT_URL', 'http://ab.example.net/x.js'],
    ['AB_TEST_SCRIPT_URL', 'not a url'],
    ['COOKIE_DOMAIN', 'not a domain'],
    ['LOG_LEVEL', 'verbose'],
    ['RENDER_TIMEOUT_MS', '10'],
    ['PROXY_TIMEOUT_MS', '10'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'loopback, not-an-address'],
    ['RATE_LIMIT_LOGIN_ACCOUNT_FAILURES', '0'],
    ['RATE_LIMIT_LOGIN_IP_FAILURES_PER_HOUR', 'cent'],
    ['RATE_LIMIT_LOGIN_LOCK_SECONDS', '1.5'],
    ['RATE_LIMIT_API_REQUESTS_PER_IP', '-3'],
    ['RATE_LIMIT_API_WINDOW_SECONDS', '0'],
    ['KEEP_ALIVE_TIMEOUT_MS', 'soixante'],
    ['SHUTDOWN_DRAIN_MS', '500000'],
    ['PAGE_CACHE_MB', '-1'],
    ['PAGE_CACHE_MB', 'beaucoup'],
    ['PAGE_CACHE_MB', 'Infinity'],
    ['ADYEN_CLIENT_KEY', 'pub.v2.8116.ABCDEF'],
    ['ADYEN_CLIENT_KEY', 'test_'],
    ['ADYEN_CLIENT_KEY', 'test_ABC DEF 1234'],
    ['ADYEN_ENVIRONMENT', 'production'],
    ['ADYEN_ENVIRONMENT', 'live-us'],
    // spec §1's base path (ADR 051): a leading slash, no trailing one, no dot segment
    ['BASE_PATH', 'vitrine'],
    ['BASE_PATH', '/vitrine/'],
    ['BASE_PATH', '/vitrine/../admin'],
    ['BASE_PATH', '/..'],
    ['BASE_PATH', '//evil.example'],
    ['SHOWCASE_LIVE_URL', 'javascript:alert(1)'],
    ['SHOWCASE_API_URL', 'ftp://api.example.fr'],
    // numbers in decimal digits only: a blank PORT listened on a random port
    ['PORT', ' '],
    ['PORT', '1e3'],
    ['PAGE_CACHE_MB', '0x10'],
    ['RENDER_TIMEOUT_MS', '  '],
    // a root URL with a query or a fragment ended up inside every canonical URL
    ['PUBLIC_SITE_URL', 'https://www.example.fr/shop?x=1#f'],
    ['PRODUCT_API_URL', 'http://api.example.fr#x'],
    // fetch refuses a URL with credentials: every page would have answered 503
    ['PRODUCT_API_URL', 'http://user:s3cret@api.example.fr'],
    // a render would be aborted before it stopped waiting for the product API
    ['RENDER_API_TIMEOUT_MS', '60000'],
  ];

  it.each(bad)('%s=%s → ConfigError, one line naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain(name);
    expect(error.message.length).toBeLessThan(300);
  });

  it('reads PRODUCT_API_PORT for the embedded API only, not beside a PRODUCT_API_URL', () => {
    expect(configError({ PRODUCT_API_PORT: 'tcp://10.0.0.7:80' })).toBeInstanceOf(ConfigError);
    // what Kubernetes sets for a Service called product-api, next to the URL the site uses
    const config = readConfig({
      PRODUCT_API_URL: 'http://product-api.internal',
      PRODUCT_API_PORT: 'tcp://10.0.0.7:80',
    });
    expect(config.PRODUCT_API_URL).toBe('http://product-api.internal');
  });

  it('reads BASE_PATH as a path of the host, the root when unset, empty or « / »', () => {
    expect(readConfig({}).BASE_PATH).toBe('');
    expect(readConfig({ BASE_PATH: '/' }).BASE_PATH).toBe('');
    expect(readConfig({ BASE_PATH: '/vitrine' }).BASE_PATH).toBe('/vitrine');
    expect(configError({ BASE_PATH: '/vitrine/' }).message).toBe(
      'Invalid configuration: BASE_PATH must not end with « / », e.g. /vitrine (got "/vitrine/")',
    );
  });

  it('reads PAGE_CACHE_MB in megabytes, 0 for no page cache', () => {
    expect(readConfig({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0);
    expect(readConfig({ PAGE_CACHE_MB: '0.5' }).PAGE_CACHE_MB).toBe(0.5);
    expect(readConfig({ PAGE_CACHE_MB: '256' }).PAGE_CACHE_MB).toBe(256);
  });

  it('reads TRUST_PROXY as Express’s `trust proxy` does', () => {
    const trusted = (value: string) => readConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trusted('loopback')).toBe('loopback');
    expect(trusted('2')).toBe(2);
    expect(trusted('true')).toBe(true);
    expect(trusted('false')).toBe(false);
    expect(trusted('10.0.0.0/8, 192.168.1.1, uniquelocal')).toBe(
      '10.0.0.0/8, 192.168.1.1, uniquelocal',
    );
  });

  it('takes an Adyen client key with the environment it belongs to (ADR 038)', () => {
    const key = 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
    expect(readConfig({ ADYEN_CLIENT_KEY: key })).toMatchObject({
      ADYEN_CLIENT_KEY: key,
      ADYEN_ENVIRONMENT: 'test',
    });
    const live = 'live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
    expect(readConfig({ ADYEN_CLIENT_KEY: live, ADYEN_ENVIRONMENT: 'live' })).toMatchObject({
      ADYEN_CLIENT_KEY: live,
      ADYEN_ENVIRONMENT: 'live',
    });
  });

  it('refuses a live key in the test environment, and a test key live, saying what to change', () => {
    const live = configError({ ADYEN_CLIENT_KEY: 'live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' });
    expect(live.message).toBe(
      'Invalid configuration: ADYEN_CLIENT_KEY is a live_ key but ADYEN_ENVIRONMENT is test: set ADYEN_ENVIRONMENT=live or use a test_ key',
    );
    const test = configError({
      ADYEN_CLIENT_KEY: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
      ADYEN_ENVIRONMENT: 'live',
    });
    expect(test.message).toBe(
      'Invalid configuration: ADYEN_CLIENT_KEY is a test_ key but ADYEN_ENVIRONMENT is live: set ADYEN_ENVIRONMENT=test or use a live_ key',
    );
  });

  it('gives the pages the client key and its environment, or none without a key', () => {
    const key = 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
    expect(siteSettingsOf(readConfig({ ADYEN_CLIENT_KEY: key })).adyen).toEqual({
      clientKey: key,
      environment: 'test',
    });
    expect(siteSettingsOf(readConfig({ ADYEN_ENVIRONMENT: 'live' })).adyen).toBeNull();
  });

  it('never writes back a refused client key: it may be the secret API key pasted by mistake', () => {
    const apiKey = 'AQEyhmfxKonIYxZGw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFikzVGEiYj+4vtN0g';
    const error = configError({ ADYEN_CLIENT_KEY: apiKey });
    expect(error.message).toContain('ADYEN_CLIENT_KEY');
    expect(error.message).not.toContain(apiKey.slice(0, 8));
  });

  it('never writes back the password of a refused URL', () => {
    const error = configError({ PRODUCT_API_URL: 'http://user:s3cret@api.example.fr' });
    expect(error.message).toContain('(got "http://…@api.example.fr")');
    expect(error.message).not.toContain('s3cret');
  });

  it('names the faulty variable, not a valid one beside it', () => {
    const error = configError({ PORT: '3000', SUBSCRIBER_SITE_URL: '//evil.com', BRAND_NAME: 'X' });
    expect(error.message).toMatch(/SUBSCRIBER_SITE_URL/);
    expect(error.message).not.toMatch(/\bPORT\b|BRAND_NAME/);
  });

  it('stays on one line whatever the faulty value holds', () => {
    const error = configError({ PORT: 'abc\nINFO everything is fine' });
    expect(error.message).toContain('PORT');
    expect(error.message).not.toMatch(/[\r\n]/);
  });
});

describe('a site configured otherwise', () => {
  const subscriberSite = 'https://abonnes.example.fr';
  const brand = 'Le Potager Épicé';
  let site: TestSite;
  let subscriber: string;
  let prospect: string;

  beforeAll(async () => {
    site = await startSite({ SUBSCRIBER_SITE_URL: subscriberSite, BRAND_NAME: brand });
    subscriber = await loginCookie(site, 'abonne@example.fr');
    prospect = await loginCookie(site, 'prospect@example.fr');
  });
  afterAll(() => site.stop());

  const hidden = () =>
    routeTable({ brandName: brand })
      .filter((def) => def.hideForAuth)
      .map((def) => def.path.replace('/:boxSettings?', ''));

  it('sends subscribers to SUBSCRIBER_SITE_URL from every hideForAuth route', async () => {
    for (const path of hidden()) {
      const response = await site.request.get(path).set('Cookie', subscriber);
      expect(response.status, path).toBeOneOf([302, 303, 307]);
      expect(response.headers.location, path).toBe(subscriberSite);
    }
  });

  it('sends any authenticated visitor to SUBSCRIBER_SITE_URL from /menu', async () => {
    for (const cookie of [subscriber, prospect]) {
      const response = await site.request.get('/menu').set('Cookie', cookie);
      expect(response.headers.location).toBe(subscriberSite);
    }
  });

  it('still sends prospects to the basket menu of this site', async () => {
    const response = await site.request.get('/generique').set('Cookie', prospect);
    expect(response.headers.location).toBe('/panier/menu');
  });

  it('sends a subscriber logging in with a form to SUBSCRIBER_SITE_URL', async () => {
    const response = await site.request
      .post('/auth/login')
      .set('Origin', site.config.PUBLIC_SITE_URL)
      .type('form')
      .send({ identifier: 'abonne@example.fr', password: 'motdepasse' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(subscriberSite);
  });

  it('titles pages with BRAND_NAME and serves the rebrand page under its slug', async () => {
    const home = await site.request.get('/').expect(200);
    expect(titlesOf(headOf(home.text))[0]).toMatch(new RegExp(` - ${brand}$`));
    const slug = brandSlugOf(brand);
    expect(slug).toBe('le-potager-epice');
    const rebrand = await site.request.get(`/rutabago-devient-${slug}`).expect(200);
    expect(titlesOf(headOf(rebrand.text))).toEqual([`Rutabago devient ${brand} - ${brand}`]);
    await site.request.get('/rutabago-devient-potimarron').expect(404);
  });
});
