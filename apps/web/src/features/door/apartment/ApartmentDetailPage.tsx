import {
  apartmentResource,
  cardResource,
  DoorPaths,
  FEE_LEDGER_ELEMENTS,
  flattenMenus,
  openRecordResource,
  personResource,
  referenceLabelKey,
  type ApartmentAddress,
  type FieldDecl,
  type PageResult,
} from '@cvap/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Pagination, Space, Spin, Table, type TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { http } from '../../../request/client.js';
import { useResourceRecord, type Row } from '../../../resource/api.js';
import { renderCell } from '../../../resource/cells.js';
import { fieldOf, type AnyResourceDecl } from '../../../resource/decl.js';
import { turnedPage } from '../../../resource/ListTable.js';
import { PAGER } from '../../../resource/pager.js';
import { useResourceTexts } from '../../../resource/texts.js';
import { usePermission } from '../../../session/permissions.js';
import { DETAIL_COLUMNS, DetailMarks, roomIdOf, shouldMarkFirstPage } from './detail-marks.js';
import './apartment.css';

const DETAIL_PAGE_SIZE = 10;

/** The cashier's counter (物业收费), which a house's detail opens on the house (issue 23). */
const COUNTER_PATH = flattenMenus().find(({ decl }) => decl.code === FEE_LEDGER_ELEMENTS.counterView.menu)?.decl.path;

function useColumns(decl: AnyResourceDecl, names: readonly string[]): TableProps<Row>['columns'] {
  const texts = useResourceTexts(decl);
  return useMemo(
    () =>
      names.map((name) => {
        const field = fieldOf(decl, name) as FieldDecl;
        return {
          key: name,
          dataIndex: name,
          title: texts.fieldLabel(name, field),
          render: (value: unknown, row: Record<string, unknown>) => renderCell(field, value, texts, row[referenceLabelKey(name)]),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decl, names, texts.language],
  );
}

interface PagedCardProps {
  testId: string;
  title: string;
  decl: AnyResourceDecl;
  columns: readonly string[];
  load: (page: number, limit: number) => Promise<PageResult<Row>>;
  queryKey: readonly unknown[];
  /** Called with the page's rows once they are on screen (records timing). */
  onFirstPage?: { received: () => void; rendered: () => void };
}

/** One paged list of the room (residents, cards, passage records): only the shown page is fetched. */
function PagedCard({ testId, title, decl, columns, load, queryKey, onFirstPage }: PagedCardProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DETAIL_PAGE_SIZE });
  const marked = useRef(false);
  const query = useQuery({
    queryKey: [...queryKey, paging],
    queryFn: async () => {
      const result = await load(paging.page, paging.limit);
      if (onFirstPage && shouldMarkFirstPage(marked.current, paging.page)) onFirstPage.received();
      return result;
    },
    placeholderData: keepPreviousData,
  });
  const tableColumns = useColumns(decl, columns);
  const rows = query.data?.rows;
  useEffect(() => {
    if (!onFirstPage || rows === undefined || !shouldMarkFirstPage(marked.current, paging.page)) return;
    marked.current = true;
    // The frame after React committed the rows: the page is on screen.
    requestAnimationFrame(() => onFirstPage.rendered());
  }, [rows, onFirstPage, paging.page]);
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={tableColumns}
        dataSource={rows ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid={`${testId}-table`}
      />
      <Pagination
        className="house-detail__pager"
        {...PAGER}
        size="small"
        current={paging.page}
        pageSize={paging.limit}
        pageSizeOptions={['10', '20', '50', '100']}
        total={query.data?.total ?? 0}
        showTotal={(total) => t('house.detail.total', { total })}
        onChange={(page, limit) => setPaging((current) => turnedPage(current, page, limit))}
        data-testid={`${testId}-pager`}
      />
    </Card>
  );
}

function AddressCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(apartmentResource);
  const address = useQuery({
    queryKey: ['door', 'apartmentAddress', id],
    queryFn: () => http.post<ApartmentAddress>(DoorPaths.apartmentAddress, { id }),
  });
  const apartment = useResourceRecord(apartmentResource, id);
  const field = (name: string) => fieldOf(apartmentResource, name) as FieldDecl;
  const data = address.data;
  const mayCollect = usePermission(FEE_LEDGER_ELEMENTS.counterView.code);
  const toCounter =
    mayCollect && COUNTER_PATH ? (
      <Link to={`${COUNTER_PATH}?apartmentId=${id}`} data-testid="house-to-counter">
        {t('house.detail.toCounter')}
      </Link>
    ) : null;
  return (
    <Card title={t('house.detail.address')} size="small" extra={toCounter} data-testid="house-address">
      <Spin spinning={address.isLoading || apartment.isLoading}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('house.detail.fullAddress')} span={4}>
            <span data-testid="house-address-text">{data?.address ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('house.detail.community')}>{data?.residentialName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('house.detail.building')}>{data?.buildingName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('house.detail.floor')}>{data?.floorName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('house.detail.roomNo')}>
            <span data-testid="house-room-no">{data?.roomNo ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label={texts.fieldLabel('houseType')}>
            {renderCell(field('houseType'), apartment.data?.houseType, texts)}
          </Descriptions.Item>
          <Descriptions.Item label={texts.fieldLabel('status')}>
            {renderCell(field('status'), apartment.data?.status, texts)}
          </Descriptions.Item>
          <Descriptions.Item label={texts.fieldLabel('builtArea')}>
            {renderCell(field('builtArea'), apartment.data?.builtArea, texts)}
          </Descriptions.Item>
        </Descriptions>
      </Spin>
    </Card>
  );
}

function OwnerCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(personResource);
  const owner = useQuery({ queryKey: ['door', 'owner', id], queryFn: () => http.get<Row | null>(DoorPaths.ownerPerson(id)) });
  const field = (name: string) => fieldOf(personResource, name) as FieldDecl;
  return (
    <Card title={t('house.detail.owner')} size="small" data-testid="house-owner">
      <Spin spinning={owner.isLoading}>
        {owner.data ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            {(['name', 'phone', 'gender', 'licencePlate'] as const).map((name) => (
              <Descriptions.Item key={name} label={texts.fieldLabel(name)}>
                <span data-testid={`house-owner-${name}`}>{renderCell(field(name), owner.data![name], texts)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          !owner.isLoading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('house.detail.noOwner')} />
        )}
      </Spin>
    </Card>
  );
}

const recordsTiming = {
  received: () => performance.mark(DetailMarks.recordsReceived),
  rendered: () => {
    performance.mark(DetailMarks.recordsRendered);
    performance.measure(DetailMarks.recordsRender, DetailMarks.recordsReceived, DetailMarks.recordsRendered);
  },
};

/** /houseManager/detail?id=: the room's address, owner, residents, cards and door passage records, each paged. */
export default function ApartmentDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = roomIdOf(params.get('id'));
  if (id === null) return <Alert type="warning" showIcon title={t('house.detail.missingId')} data-testid="house-detail-missing" />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="house-detail" data-testid="house-detail-page">
      <AddressCard id={id} />
      <OwnerCard id={id} />
      <PagedCard
        testId="house-residents"
        title={t('house.detail.residents')}
        decl={personResource}
        columns={DETAIL_COLUMNS.persons}
        queryKey={['door', 'residents', id]}
        load={(page, limit) => http.get<PageResult<Row>>(DoorPaths.personsByApartment, { params: { apartmentId: id, page, limit } })}
      />
      <PagedCard
        testId="house-cards"
        title={t('house.detail.cards')}
        decl={cardResource}
        columns={DETAIL_COLUMNS.cards}
        queryKey={['door', 'cards', id]}
        load={(page, limit) => http.post<PageResult<Row>>(DoorPaths.cardsByApartment, { apartmentId: id, page, limit })}
      />
      <PagedCard
        testId="house-records"
        title={t('house.detail.records')}
        decl={openRecordResource}
        columns={DETAIL_COLUMNS.records}
        queryKey={['door', 'records', id]}
        load={(page, limit) => http.post<PageResult<Row>>(DoorPaths.openRecordsByApartment, { apartmentId: id, page, limit })}
        onFirstPage={recordsTiming}
      />
    </Space>
  );
}
