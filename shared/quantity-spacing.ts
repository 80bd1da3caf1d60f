// A quantity and its unit of measure stay on one line (« 11 à 12 min », « 60 cl », « 500 g »,
// « 180 °C »): a no-break space between them, as French typography has it (DECISIONS,
// « Copy »). Apart from french-typography.ts, which every catalogue page loads: a recipe's texts,
// which carry the quantities, load with its data (ADR 068).

const nbsp = '\u00a0';
// the unit as a word of its own, not the first letter of one (« 2 l’ », « 3 grosses »)
const quantity = /(\d) (min|mg|g|kg|ml|cl|dl|l|mm|cm|°C|kcal)(?![\p{L}\d’'])/gu;

export const quantitiesTogether = (text: string): string =>
  text.replace(quantity, (_, digit: string, unit: string) => `${digit}${nbsp}${unit}`);
