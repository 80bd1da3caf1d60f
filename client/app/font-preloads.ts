import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The two font files every page uses (client/styles/fonts.css), preloaded from <head> so they
 * arrive with the stylesheet rather than after it. Same hashed URLs as the stylesheet's: Vite
 * names an asset by its content, in the client and the server builds alike.
 */
export const fontPreloads: string[] = [interUrl, frauncesUrl];
