import {
  apartmentResource,
  cardResource,
  AccessEndpoints,
  DoorEndpoints,
  HouseholdEndpoints,
  FEE_LEDGER_ELEMENTS,
  flattenMenus,
  openRecordResource,
  personResource,
  referenceLabelKey,
  type FieldDecl,
  type PageResult,
} from '@cvap/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Pagination, Space, Spin, Table, type TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { callEndpoint, endpointKey, useEndpoint } from '../../../request/endpoint.js';
import { useResourceRecord } from '../../../resource/api.js';
import { renderCell } from '../../../resource/cells.js';
import { fieldOf, type AnyResourceDecl } from '../../../resource/decl.js';
import { turnedPage } from '../../../resource/ListTable.js';
import { PAGER } from '../../../resource/pager.js';
import { useResourceTexts } from '../../../resource/texts.js';
import { usePermission } from '../../../session/permissions.js';
import { DETAIL_COLUMNS, DetailMarks, roomIdOf, shouldMarkFirstPage } from './detail-marks.js';
import './apartment.css';

const DETAIL_PAGE_SIZE = 10;

/** A row of the room's lists, as its endpoint answers it (the resource's fields). */
type Row = Record<string, unknown>;

/** One page of a room list: its query key and its read, both from the endpoint's declaration. */
type PageRead = (page: number, limit: number) => { queryKey: readonly unknown[]; load: () => Promise<PageResult<Row>> };

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
  read: PageRead;
  /** Called with the page's rows once they are on screen (records timing). */
  onFirstPage?: { received: () => void; rendered: () => void };
}

/** One paged list of the room (residents, cards, passage records): only the shown page is fetched. */
function PagedCard({ testId, title, decl, columns, read, onFirstPage }: PagedCardProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DETAIL_PAGE_SIZE });
  const marked = useRef(false);
  const { queryKey, load } = read(paging.page, paging.limit);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await load();
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
  const address = useEndpoint(DoorEndpoints.apartmentAddress, { body: { id } });
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
  const owner = useEndpoint(HouseholdEndpoints.ownerPerson, { params: { id } });
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
        read={(page, limit) => {
          const input = { query: { apartmentId: id, page, limit } };
          return {
            queryKey: endpointKey(HouseholdEndpoints.personsByApartment, input),
            load: () => callEndpoint(HouseholdEndpoints.personsByApartment, input),
          };
        }}
      />
      <PagedCard
        testId="house-cards"
        title={t('house.detail.cards')}
        decl={cardResource}
        columns={DETAIL_COLUMNS.cards}
        read={(page, limit) => {
          const input = { body: { apartmentId: id, page, limit } };
          return {
            queryKey: endpointKey(AccessEndpoints.cardsByApartment, input),
            load: () => callEndpoint(AccessEndpoints.cardsByApartment, input),
          };
        }}
      />
      <PagedCard
        testId="house-records"
        title={t('house.detail.records')}
        decl={openRecordResource}
        columns={DETAIL_COLUMNS.records}
        read={(page, limit) => {
          const input = { body: { apartmentId: id, page, limit } };
          return {
            queryKey: endpointKey(DoorEndpoints.openRecordsByApartment, input),
            load: () => callEndpoint(DoorEndpoints.openRecordsByApartment, input),
          };
        }}
        onFirstPage={recordsTiming}
      />
    </Space>
  );
}
