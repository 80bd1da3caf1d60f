// Strict parsing of the paths served under /uploads. Anything that is not exactly one of
// these shapes is rejected, so a request can never name a file outside the cache:
//   <hash>.svg | <hash>.webp | <hash>.png      the cover itself, 1200×800
//   <format>_<hash>.webp                       a responsive format (thumbnail, small…)
//   icons/<name>.svg                           one fluent-emoji-flat icon
import { ICON_NAME } from './icon-set.ts';
import { IMAGE_FORMAT_NAMES, isImageFormatName, type ImageFormatName } from './image-formats.ts';

export type UploadExtension = 'svg' | 'webp' | 'png';

export type UploadTarget =
  | {
      kind: 'cover';
      hash: string;
      format: ImageFormatName | 'original';
      ext: UploadExtension;
      file: string;
    }
  | { kind: 'icon'; name: string; file: string };

/** Lower-case letters, digits, '_' and '-', starting with a letter or digit, at most 100. */
const HASH = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const COVER_FILE = /^([a-z0-9][a-z0-9_-]*)\.(svg|webp|png)$/;
const ICON_FILE = /^icons\/([a-z0-9-]{1,64})\.svg$/;
const FORMAT_PREFIX = new RegExp(`^(${IMAGE_FORMAT_NAMES.join('|')})_`);

/** A hash that starts like a format file name would make `small_x.webp` ambiguous. */
export function isValidHash(hash: string): boolean {
  return HASH.test(hash) && !FORMAT_PREFIX.test(hash);
}

/** `path` is relative to /uploads, without the leading slash, still URL-encoded. */
export function parseUploadPath(path: string): UploadTarget | undefined {
  const icon = ICON_FILE.exec(path);
  if (icon?.[1]) {
    return ICON_NAME.test(icon[1]) ? { kind: 'icon', name: icon[1], file: path } : undefined;
  }
  const match = COVER_FILE.exec(path);
  const stem = match?.[1];
  const ext = match?.[2] as UploadExtension | undefined;
  if (!stem || !ext) return undefined;
  const prefix = FORMAT_PREFIX.exec(stem)?.[1];
  if (prefix === undefined) {
    return isValidHash(stem)
      ? { kind: 'cover', hash: stem, format: 'original', ext, file: path }
      : undefined;
  }
  const hash = stem.slice(prefix.length + 1);
  if (ext !== 'webp' || !isImageFormatName(prefix) || !isValidHash(hash)) return undefined;
  return { kind: 'cover', hash, format: prefix, ext, file: path };
}
