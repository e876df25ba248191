import { Pagination, Table, type TableProps } from 'antd';
import type { Row } from './api.js';
import { PAGER, totalLabel } from './pager.js';
import type { ResourceTexts } from './texts.js';

/** A list screen's table: a row per record (keyed by id), paged by ListPager below it, scrolling sideways when wide. */
export function ListTable(props: TableProps<Row>) {
  return <Table<Row> rowKey="id" size="middle" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}

export interface ListPagerProps {
  page: number;
  limit: number;
  total: number;
  /** False when the server estimated the total (PageResult.totalExact). */
  totalExact: boolean;
  texts: ResourceTexts;
  onChange: (page: number, limit: number) => void;
  testId: string;
}

/** Spec section 9's pager under a list (PAGER), with the total (marked when it is an estimate). */
export function ListPager({ page, limit, total, totalExact, texts, onChange, testId }: ListPagerProps) {
  return (
    <Pagination
      className="resource-pager"
      {...PAGER}
      current={page}
      pageSize={limit}
      total={total}
      showTotal={(all) => {
        const { key, total: shown } = totalLabel(all, totalExact);
        return texts.t(key, { total: shown });
      }}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

/** The paging state after the pager moved: a new page size starts again from page 1. */
export function turnedPage<T extends { page: number; limit: number }>(current: T, page: number, limit: number): T {
  return { ...current, page: limit === current.limit ? page : 1, limit };
}
