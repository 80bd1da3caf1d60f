/** Lower-case without accents, so that « creme » finds « Crème » ($containsi, FAQ search). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
