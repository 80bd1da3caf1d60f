import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieName, authCookieOf } from './support/cookies.ts';
import { decodeHtml } from './support/html.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// « Mon profil » without JavaScript (ADR 048): the page the server renders and its two forms
// posted to its route action, against the real embedded product API. Changes are made on
// accounts registered here, each from an address of its own (the limits count addresses).

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback' });
});
afterAll(() => site.stop());

let address = 0;
const from = () => `198.51.100.${++address}`;

interface Account {
  email: string;
  cookie: string;
  ip: string;
}

/** A new account, registered through the site as a visitor would. */
async function newAccount(): Promise<Account> {
  const ip = from();
  const email = `profil-${address}@example.fr`;
  const response = await site.request
    .post('/auth/register')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', ip)
    .send({ firstName: 'Léa', lastName: 'Martin', email, password: 'motdepasse' })
    .expect(200);
  const cookie = authCookieOf(response.headers);
  if (!cookie) throw new Error('no session cookie');
  return { email, cookie: `${authCookieName}=${cookie.value}`, ip };
}

const tokenOf = (cookie: string) => cookie.slice(`${authCookieName}=`.length);
async function apiMe(cookie: string) {
  const answer = await fetch(`${site.api.url}/api/users/me`, {
    headers: { Authorization: `Bearer ${tokenOf(cookie)}` },
  });
  return { status: answer.status, user: (await answer.json()) as Record<string, unknown> };
}

const post = (account: Account, fields: Record<string, string>) =>
  site.request
    .post('/mon-compte/profil')
    .set('Origin', site.config.PUBLIC_SITE_URL)
    .set('X-Forwarded-For', account.ip)
    .set('Cookie', account.cookie)
    .type('form')
    .send(fields);

const details = (changes: Record<string, string> = {}) => ({
  intent: 'profile',
  firstName: 'Zoé',
  lastName: 'Durand',
  phoneNumber: '06 11 22 33 44',
  email: `zoe-${address}@example.fr`,
  birthday: '1990-05-17',
  ...changes,
});

const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/[ \t\r\n]+/g, ' ');
const valueOf = (html: string, name: string) =>
  decodeHtml(new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '') ||
  decodeHtml(new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1] ?? '');

describe('GET /mon-compte/profil', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const response = await site.request.get('/mon-compte/profil').expect(302);
    expect(response.headers.location).toBe('/connexion?retour=%2Fmon-compte%2Fprofil');
  });

  it('shows the subscriber’s details and « Membre depuis … », never kept by a cache', async () => {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    const { user } = await apiMe(cookie);
    const response = await site.request.get('/mon-compte/profil').set('Cookie', cookie).expect(200);
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    const text = textOf(response.text);
    const year = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
    }).format(new Date(String(user.createdAt)));
    expect(text).toContain(`Membre depuis ${year}`);
    expect(valueOf(response.text, 'firstName')).toBe(user.first_name);
    expect(valueOf(response.text, 'lastName')).toBe(user.last_name);
    expect(valueOf(response.text, 'phoneNumber')).toBe('06 12 34 56 78');
    expect(valueOf(response.text, 'email')).toBe('abonne@example.fr');
    expect(valueOf(response.text, 'birthday')).toBe('1988-04-12');
    expect(response.text).toContain('type="date"');
    expect(response.text).toContain('aria-current="page"');
    // the footer offers the account, as the header does, not « Connexion »
    const footer = /<footer[\s\S]*<\/footer>/.exec(response.text)?.[0] ?? '';
    expect(footer).toContain('href="/mon-compte">Mon compte</a>');
    expect(footer).not.toContain('href="/connexion"');
    const anonymousFooter =
      /<footer[\s\S]*<\/footer>/.exec((await site.request.get('/faq')).text)?.[0] ?? '';
    expect(anonymousFooter).toContain('href="/connexion"');
  });
});

describe('the details without JavaScript', () => {
  it('saves them (303), the API has them, and the header’s first name follows', async () => {
    const account = await newAccount();
    // the visitor is known, first name included, before the change (kept 30 s per token)
    const before = await site.request.get('/mon-compte').set('Cookie', account.cookie).expect(200);
    expect(textOf(before.text)).toContain('Bonjour Léa');
    const fields = details({ phoneNumber: '+33 6 11 22 33 44' });
    const response = await post(account, fields).expect(303);
    expect(response.headers.location).toBe('/mon-compte/profil?enregistre=profil');
    const { user } = await apiMe(account.cookie);
    expect(user).toMatchObject({
      first_name: 'Zoé',
      last_name: 'Durand',
      phone_number: '06 11 22 33 44',
      email: fields.email,
      birthday_date: '1990-05-17',
    });
    const after = await site.request.get('/mon-compte').set('Cookie', account.cookie).expect(200);
    expect(textOf(after.text)).toContain('Bonjour Zoé');
    const page = await site.request
      .get('/mon-compte/profil?enregistre=profil')
      .set('Cookie', account.cookie)
      .expect(200);
    expect(textOf(page.text)).toContain('Vos informations ont été enregistrées.');
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'firstName', 'Veuillez saisir votre prénom.'],
    [
      'phone « 12 »',
      { phoneNumber: '12' },
      'phoneNumber',
      'Ce numéro de téléphone n’est pas valide. Exemple\u00a0: 06 12 34 56 78',
    ],
    [
      'e-mail « pas-une-adresse »',
      { email: 'pas-une-adresse' },
      'email',
      'Cette adresse e-mail n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr',
    ],
    [
      'a birthday to come',
      { birthday: '2099-01-01' },
      'birthday',
      'Votre date de naissance doit être passée.',
    ],
    [
      'a first name longer than an account keeps (before: cut to 100 characters, saved)',
      { firstName: 'a'.repeat(300) },
      'firstName',
      'Ce champ compte 300\u00a0caractères\u00a0: 100 au plus.',
    ],
    [
      'an e-mail of another account',
      { email: 'abonne@example.fr' },
      'email',
      'Un compte existe déjà avec cette adresse e-mail.',
    ],
  ])(
    'refuses %s in French, keeps what was typed, changes nothing',
    async (_, changes, field, message) => {
      const account = await newAccount();
      const before = (await apiMe(account.cookie)).user;
      const fields = details(changes);
      const response = await post(account, fields).expect(400);
      expect(textOf(response.text)).toContain(message);
      expect(response.text).toMatch(
        new RegExp(
          `name="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${field}"`,
        ),
      );
      expect(valueOf(response.text, 'lastName')).toBe('Durand');
      expect(valueOf(response.text, field)).toBe(fields[field as keyof typeof fields]);
      expect((await apiMe(account.cookie)).user).toEqual(before);
    },
  );
});

it('answers a forged intent in French, without the details’ errors, changing nothing', async () => {
  const account = await newAccount();
  const before = (await apiMe(account.cookie)).user;
  const response = await post(account, { intent: 'zzz' }).expect(400);
  const text = textOf(response.text);
  expect(text).toContain('Cette action n’existe pas. Rien n’a été modifié.');
  expect(text).not.toContain('Veuillez saisir votre prénom.');
  expect((await apiMe(account.cookie)).user).toEqual(before);
});

describe('the password without JavaScript', () => {
  const change = (account: Account, fields: Record<string, string>) =>
    post(account, { intent: 'password', ...fields });

  it('changes it: this session goes on with a new cookie, the others end', async () => {
    const account = await newAccount();
    const other = await loginCookie(site, account.email);
    const response = await change(account, {
      currentPassword: 'motdepasse',
      password: 'nouveau-secret',
      passwordConfirmation: 'nouveau-secret',
    }).expect(303);
    expect(response.headers.location).toBe('/mon-compte/profil?enregistre=mot-de-passe');
    const renewed = authCookieOf(response.headers);
    expect(renewed?.attributes).toHaveProperty('httponly');
    const cookie = `${authCookieName}=${renewed?.value ?? ''}`;
    expect(cookie).not.toBe(account.cookie);
    const page = await site.request
      .get('/mon-compte/profil?enregistre=mot-de-passe')
      .set('Cookie', cookie)
      .expect(200);
    expect(textOf(page.text)).toContain('Votre mot de passe a été changé.');
    expect((await apiMe(other)).status).toBe(401);
    expect((await apiMe(account.cookie)).status).toBe(401);
    await loginCookie(site, account.email, 'nouveau-secret');
  });

  it('refuses a wrong current password in French beside its field, nothing changed', async () => {
    const account = await newAccount();
    const response = await change(account, {
      currentPassword: 'pas-le-bon',
      password: 'nouveau-secret',
      passwordConfirmation: 'nouveau-secret',
    }).expect(400);
    expect(textOf(response.text)).toContain('Votre mot de passe actuel est incorrect.');
    expect(response.text).not.toContain('nouveau-secret');
    expect((await apiMe(account.cookie)).status).toBe(200);
    await loginCookie(site, account.email);
  });

  it('checks the new password as spec §5 says, before asking the API', async () => {
    const account = await newAccount();
    const response = await change(account, {
      currentPassword: 'motdepasse',
      password: 'court',
      passwordConfirmation: 'autre',
    }).expect(400);
    const text = textOf(response.text);
    expect(text).toContain('Votre mot de passe doit contenir au moins 6\u00a0caractères.');
    expect(text).toContain('Les mots de passe ne correspondent pas.');
    await loginCookie(site, account.email);
  });
});
