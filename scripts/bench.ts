import { benchProductApi } from './bench/product-api-bench.ts';

// `npm run bench`: the figures the issues ask for, measured in one run on this machine.
// Never a pass/fail threshold: machines are shared and noisy.
const productApi = await benchProductApi();
console.log(JSON.stringify({ productApi }, null, 2));
