import { benchUnderAttack } from './bench/attack-bench.ts';
import { benchProductApi } from './bench/product-api-bench.ts';
import { benchSite } from './bench/site-bench.ts';

// `npm run bench` (after `npm run build`): the figures the issues ask for, measured in one run
// on this machine. Never a pass/fail threshold: machines are shared and noisy.
// Production builds only: React's development build, picked when NODE_ENV is unset, is ~3× slower
process.env.NODE_ENV = 'production';
const productApi = await benchProductApi();
const site = await benchSite();
const underAttack = await benchUnderAttack();
console.log(JSON.stringify({ productApi, site, underAttack }, null, 2));
