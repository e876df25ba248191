import { and, eq, isNotNull } from 'drizzle-orm';
import type { FileStore, Orm } from '../../engine/index.js';
import { BIZ_TYPE, DOOR_LICENCE_KIND } from '@cvap/contracts';
import { chinaToday, signedLicenceText, storeBytes } from '../../engine/index.js';
import { accessLicences } from '../access/schema.js';
import { demoFirmwarePackage } from './demo-firmware.js';
import { deviceModels, deviceRestarts, devices, deviceTimes, deviceTypes, deviceUpgrades, manufacturers } from './schema.js';
import type { ResidentialRef } from '../../db/seed/demo-context.js';
import { DEMO_DEVICE_TYPES } from '../../db/seed/demo-data.js';

/** The simulated platform's own login (apps/door-sim's defaults): devices registered with it come online. */
export const DEMO_PLATFORM_LOGIN: { account: string; password: string } = { account: 'admin', password: 'Door@2026' };

/** Who issued the demo authorization files (the simulated platform's name). */
const DEMO_LICENCE_ISSUER = '门禁平台模拟器';

const MANUFACTURERS = [
  { manufacturerCode: 'HIK', manufacturerName: '海康威视', contact: '周建国', contactPhone: '13905712288' },
  { manufacturerCode: 'DAHUA', manufacturerName: '大华股份', contact: '陈晓燕', contactPhone: '13757106633' },
  { manufacturerCode: 'ZKTECO', manufacturerName: '中控智慧', contact: '林志强', contactPhone: '13826953311' },
] as const;

const MODELS = [
  {
    modelCode: 'DS-K1T671M',
    modelName: '人脸识别门禁一体机 DS-K1T671M',
    maker: 'HIK',
    verifyMethods: ['face', 'card', 'qr', 'password'],
    type: '人脸识别一体机',
    // The vendor's platform takes credentials for this face terminal only with the community's authorization file.
    needsAuthFile: true,
  },
  {
    modelCode: 'DH-ASI7213Y',
    modelName: '门禁一体机 DH-ASI7213Y',
    maker: 'DAHUA',
    verifyMethods: ['card', 'face', 'qr'],
    type: '门禁一体机',
    needsAuthFile: false,
  },
  {
    modelCode: 'ZK-KF1200',
    modelName: '刷卡门禁控制器 KF1200',
    maker: 'ZKTECO',
    verifyMethods: ['card', 'idCard', 'password', 'bluetooth'],
    type: '刷卡门禁控制器',
    needsAuthFile: false,
  },
] as const;

/** A firmware package for a model, with its file stored as an upload would be (zip, bizType FIRMWARE). */
async function seedFirmware(
  orm: Orm,
  owner: { tenantId: number; residentialId: number; files: FileStore },
  model: (typeof MODELS)[number],
  modelId: number,
): Promise<void> {
  const version = 'V2.3.1';
  const upgradeUrl = await storeBytes(
    orm,
    owner.files,
    { tenantId: owner.tenantId, residentialId: owner.residentialId },
    { extension: 'zip', originalName: `${model.modelCode}-${version}.zip`, bizType: BIZ_TYPE.FIRMWARE },
    demoFirmwarePackage(model.modelCode, version),
  );
  await orm.insert(deviceUpgrades).values({
    residentialId: owner.residentialId,
    upgradeName: `${model.modelName} 固件`.slice(0, 50),
    upgradeVersion: version,
    modelId,
    upgradeUrl,
    remark: '修复夜间补光灯偶发不亮；人脸比对提速约 20%',
  });
}

/**
 * Door devices of the demo communities, on the simulated platform: an entry and an exit reader per gate (the
 * names the demo passage records use), a garage reader at an address nobody answers (always offline), and in
 * the first community a reader registered with a wrong platform password (login abnormal). Also a weekday
 * time period and a nightly restart plan per community. The face terminal model needs an authorization file:
 * every community but the last has a valid one (a year from the seed), so the last shows the spec's "authorization
 * expired" on a push to its face terminals until a file is uploaded (the simulator issues one: /sim/licence).
 */
export async function seedDeviceDemo(
  orm: Orm,
  input: { tenantId: number; communities: readonly ResidentialRef[]; now: Date; licenceSecret: string; files: FileStore },
): Promise<void> {
  const { tenantId } = input;
  for (const [index, category] of DEMO_DEVICE_TYPES.entries()) {
    const [parent] = await orm
      .insert(deviceTypes)
      .values({ tenantId, deviceName: category.name, sortNo: (index + 1) * 10 })
      .returning({ id: deviceTypes.id });
    await orm
      .insert(deviceTypes)
      .values(category.kinds.map((deviceName, k) => ({ tenantId, pid: parent!.id, deviceName, sortNo: (k + 1) * 10 })));
  }
  const makers = await orm
    .insert(manufacturers)
    .values(MANUFACTURERS.map((m) => ({ ...m, tenantId })))
    .returning({ id: manufacturers.id, code: manufacturers.manufacturerCode });
  const makerId = new Map(makers.map((m) => [m.code, m.id]));
  const types = await orm
    .select({ id: deviceTypes.id, name: deviceTypes.deviceName })
    .from(deviceTypes)
    .where(and(eq(deviceTypes.tenantId, tenantId), isNotNull(deviceTypes.pid)));
  const typeId = new Map(types.map((t) => [t.name, t.id]));
  const models = await orm
    .insert(deviceModels)
    .values(
      MODELS.map(({ maker, type: _type, ...m }) => ({
        ...m,
        verifyMethods: [...m.verifyMethods],
        tenantId,
        manufacturerId: makerId.get(maker)!,
      })),
    )
    .returning({ id: deviceModels.id, code: deviceModels.modelCode });
  const modelOf = (index: number) => ({ model: MODELS[index % MODELS.length]!, id: models[index % models.length]!.id });

  for (const [c, residential] of input.communities.entries()) {
    const subnet = `10.${20 + c}.1`;
    const building = residential.buildings[0]?.id ?? null;
    const rows = residential.gates.flatMap((gate, g) =>
      (['进', '出'] as const).map((way, w) => {
        const { model, id } = modelOf(g);
        const n = g * 2 + w + 1;
        return {
          residentialId: residential.residentialId,
          code: `${residential.companyId}-MJ${String(n).padStart(2, '0')}`,
          name: `${gate}门禁机-${way}`,
          ip: `${subnet}.${10 + n}`,
          deviceTypeId: typeId.get(model.type) ?? null,
          modelId: id,
          manufacturerId: makerId.get(model.maker)!,
          verifyMethods: [...model.verifyMethods],
          buildingId: building,
          doorNo: w + 1,
          doorName: gate,
          platformUrl: 'http://door-platform.local',
          platformAccount: DEMO_PLATFORM_LOGIN.account,
          platformPassword: DEMO_PLATFORM_LOGIN.password,
          userName: 'admin',
          userPassword: 'Dev@2026',
        };
      }),
    );
    const { model, id } = modelOf(2);
    rows.push({
      ...rows[0]!,
      code: `${residential.companyId}-MJ90`,
      name: '地下车库门禁机',
      // TEST-NET-1: never routed, so the simulator treats the device as unplugged.
      ip: '192.0.2.90',
      deviceTypeId: typeId.get(model.type) ?? null,
      modelId: id,
      manufacturerId: makerId.get(model.maker)!,
      verifyMethods: [...model.verifyMethods],
      doorNo: 1,
      doorName: '地下车库',
    });
    if (c === 0)
      rows.push({
        ...rows[1]!,
        code: `${residential.companyId}-MJ91`,
        name: '物业办公室门禁机',
        ip: `${subnet}.91`,
        doorName: '物业办公室',
        platformPassword: 'Door@2025',
      });
    const inserted = await orm.insert(devices).values(rows).returning({ id: devices.id });
    if (c < input.communities.length - 1) {
      const licence = {
        kind: DOOR_LICENCE_KIND,
        residentialId: residential.residentialId,
        validFrom: chinaToday(new Date(input.now.getTime() - 30 * 86_400_000)),
        validUntil: chinaToday(new Date(input.now.getTime() + 365 * 86_400_000)),
        issuedBy: DEMO_LICENCE_ISSUER,
      } as const;
      await orm.insert(accessLicences).values({
        ...licence,
        tenantId,
        fileName: `licence-${residential.companyId}.lic`,
        content: signedLicenceText(licence, input.licenceSecret),
        uploadedBy: '系统管理员',
      });
    }
    await seedFirmware(
      orm,
      { tenantId, residentialId: residential.residentialId, files: input.files },
      MODELS[c % MODELS.length]!,
      models[c % models.length]!.id,
    );
    await orm.insert(deviceTimes).values([
      { residentialId: residential.residentialId, name: '工作日白天', weekDays: [1, 2, 3, 4, 5], startTime: '07:00', endTime: '20:00' },
      { residentialId: residential.residentialId, name: '全天', weekDays: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '23:59' },
    ]);
    // 03:00 China time (UTC+8) nightly, from tomorrow.
    const tomorrow = new Date(Math.floor((input.now.getTime() + 8 * 3_600_000) / 86_400_000 + 1) * 86_400_000 - 5 * 3_600_000);
    await orm.insert(deviceRestarts).values({
      residentialId: residential.residentialId,
      name: '夜间例行重启',
      deviceId: inserted[0]!.id,
      restartType: 1,
      reserveType: 2,
      reserveDatetime: tomorrow,
      nextRunAt: tomorrow,
    });
  }
}
