import { OPEN_TYPE_OF_METHOD, type OpenRecordReport } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { FILE_KINDS, type FileStore, type Orm, storeBytes } from '../../../engine/index.js';
import { residentials } from '../../../db/schema/index.js';
import { devices } from '../schema.js';
import { openRecords } from '../../door/schema.js';
import { persons } from '../../household/schema.js';

const MAX_CAPTURE_BYTES = 512 * 1024;

/** Stores a capture picture (JPEG, checked) as a long-term file only passage-record viewers may download. */
async function storeCapture(
  orm: Orm,
  store: FileStore,
  owner: { tenantId: number; residentialId: number },
  base64: string,
): Promise<string | null> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_CAPTURE_BYTES || !FILE_KINDS.jpg!.matches(bytes)) return null;
  return storeBytes(
    orm,
    store,
    owner,
    { extension: 'jpg', originalName: 'capture.jpg', bizType: '999', accessElement: 'door:openRecord:view' },
    bytes,
  );
}

/**
 * A passage a device reported, as a door passage record of the device's community (device and door names as
 * they are now; the person's house when the person is one of the community's). The record's time is when it
 * arrived: ids and times of the log grow together (docs/decisions/0006), whatever the device's clock says.
 * Returns the record's id, or null for a device the API does not know.
 */
export async function saveOpenRecord(orm: Orm, store: FileStore, report: OpenRecordReport): Promise<number | null> {
  const deviceId = Number(report.deviceId);
  // A row id is an int4: a larger number names no device (and the query would fail on it: a 500, issue 21).
  if (!Number.isInteger(deviceId) || deviceId <= 0 || deviceId > 2_147_483_647) return null;
  const [device] = await orm
    .select({ residentialId: devices.residentialId, tenantId: residentials.tenantId, name: devices.name, doorName: devices.doorName })
    .from(devices)
    .innerJoin(residentials, eq(residentials.id, devices.residentialId))
    .where(eq(devices.id, deviceId))
    .limit(1);
  if (!device) return null;
  const personId = report.personId && /^\d{1,9}$/.test(report.personId) ? Number(report.personId) : null;
  const captureUrl = report.captureJpeg
    ? await storeCapture(orm, store, { tenantId: device.tenantId, residentialId: device.residentialId }, report.captureJpeg)
    : null;
  // Only a person of the device's community is linked (an id from elsewhere is kept as the name alone).
  const ofResidential = (column: typeof persons.id | typeof persons.apartmentId) =>
    personId === null
      ? null
      : sql`(select ${column} from ${persons} where ${and(eq(persons.id, personId), eq(persons.residentialId, device.residentialId))})`;
  const [row] = await orm
    .insert(openRecords)
    .values({
      residentialId: device.residentialId,
      deviceId,
      personId: ofResidential(persons.id),
      apartmentId: ofResidential(persons.apartmentId),
      personName: report.personName.slice(0, 50) || '-',
      cardNo: report.cardNo?.slice(0, 10) ?? null,
      deviceName: device.name,
      doorName: device.doorName,
      openType: OPEN_TYPE_OF_METHOD[report.method],
      direction: report.direction,
      result: report.opened ? 1 : 0,
      captureUrl,
    })
    .returning({ id: openRecords.id });
  return row!.id;
}
