import type { MarkdownBody } from '../../api/markdown-body.ts';
import { illustrationPicture, type Picture } from '../../api/picture.ts';

// The pieces of a landing content written in the code (generiquev2, the fallback), in the
// shapes a CMS content is parsed into (client/api/queries/landing-content-schema.ts).

/** A text of one paragraph, as a parsed CMS body. */
export const paragraph = (text: string): MarkdownBody => [{ tag: 'p', children: [text] }];

/** An illustration of the CMS's set, beside a text that says it all (empty alt). */
export const illustration = (name: string): Picture | null => illustrationPicture(name, '');
