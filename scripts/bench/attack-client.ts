import autocannon from 'autocannon';

// One attacking client of the attack bench, in a process of its own so that it does not take
// the CPU of the page load's generator: a login flood, or one client repeating a heavy query.
const { kind, base, seconds } = JSON.parse(process.argv[2] ?? '{}') as {
  kind: 'login-flood' | 'heavy-query';
  base: string;
  seconds: number;
};
if (!base.startsWith('http://127.0.0.1:')) throw new Error(`bench targets only 127.0.0.1`);

// wrong passwords for many accounts, as a credential-stuffing client sends them
const accounts = Array.from({ length: 500 }, (_, index) => `victime${index}@example.fr`);
let next = 0;
const options: autocannon.Options =
  kind === 'login-flood'
    ? {
        url: base,
        connections: 32,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/auth/login',
            headers: { 'content-type': 'application/json', origin: base },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                identifier: accounts[next++ % accounts.length],
                password: 'devine',
              }),
            }),
          },
        ],
      }
    : { url: `${base}${process.argv[3] ?? ''}`, connections: 1, duration: seconds };

autocannon(options, (error, result) => {
  if (error) throw error;
  process.send?.(result);
});
