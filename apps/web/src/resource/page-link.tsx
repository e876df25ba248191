import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Row } from './api.js';

/** Where a row's link goes (an inline page, given the row's id as `?id=`), what it reads and its test id prefix. */
export interface PageLinkTarget {
  path: string;
  text: string;
  /** `row-detail` where the page is the row's detail (the screen then hides the dialog's 详情), else named for what the page adds. */
  testId: string;
}

/**
 * A row action opening an inline page of the row (`path?id=`), for ResourcePage's `leadingRowActions`: one target
 * for every row, or one chosen by the row (e.g. by its status); null leaves the row without the link.
 */
export function pageLink(target: PageLinkTarget | ((row: Row) => PageLinkTarget | null)) {
  return function PageLinkAction(row: Row): ReactNode {
    const chosen = typeof target === 'function' ? target(row) : target;
    return chosen ? <PageLinkButton target={chosen} id={row.id} /> : null;
  };
}

function PageLinkButton({ target, id }: { target: PageLinkTarget; id: number }) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" onClick={() => navigate(`${target.path}?id=${id}`)} data-testid={`${target.testId}-${id}`}>
      {target.text}
    </Button>
  );
}
