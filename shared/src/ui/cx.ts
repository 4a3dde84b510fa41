/** Joins class names, skipping falsy ones (CSS Modules classes are plain strings). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
