/** CSS Modules class names joined, the falsy ones left out: `cx(styles.a, open && styles.b)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
