import { useMemo, useRef } from 'react';
import { prepareBody } from './body-html.js';
import { useFillPictures } from './use-fill-pictures.js';

/** A notice body shown harmlessly: the server's sanitised HTML, made inert once more, pictures read with the token. */
export function NoticeBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => prepareBody(html), [html]);
  useFillPictures(ref, prepared.pictures, prepared.html);
  return <div ref={ref} className="notice-body" data-testid="notice-body" dangerouslySetInnerHTML={{ __html: prepared.html }} />;
}
