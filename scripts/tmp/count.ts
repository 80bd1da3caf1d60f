import { TextEncoder as UtilTE } from 'node:util';
let calls = 0,
  chars = 0;
const orig = UtilTE.prototype.encodeInto;
UtilTE.prototype.encodeInto = function (s: string, d: Uint8Array) {
  calls++;
  chars += s.length;
  return orig.call(this, s, d);
};
const { benchRenderSplit } = await import('../bench/render-split.ts');
process.env.NODE_ENV = 'production';
const r = await benchRenderSplit(['/recettes/page/1'], { rounds: 100 });
console.log(
  JSON.stringify(r),
  'encodeInto calls per render',
  calls / 150,
  'avg chars',
  chars / calls,
);
