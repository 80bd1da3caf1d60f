import { createContext, useContext, type ReactNode } from 'react';

/** Draws the whole document around the routes: the server's (its metadata known) or the browser's. */
export type DocumentFrame = (props: { children: ReactNode }) => ReactNode;

export const DocumentFrameContext = createContext<DocumentFrame | null>(null);

export function useDocumentFrame(): DocumentFrame {
  const Frame = useContext(DocumentFrameContext);
  if (!Frame) throw new Error('render the routes inside DocumentFrameContext');
  return Frame;
}
