/**
 * The glossary's one hand-written column, by resource name: what the declarations do not say (the spec's other
 * words for it, what its codes mean, where it differs). `pnpm glossary` writes them into docs/glossary.md.
 */
export const GLOSSARY_NOTES: Readonly<Record<string, string>> = {
  menu: "the spec's section and menu: `type` `section` / `menu`; seeded from `MENU_CATALOGUE`",
  element: "the spec's button permission; code `module:resource:action`; deny by default: every route names one",
  role: 'grants in `role_menus`, `role_elements`',
  user: 'a person who logs in; may also be registered as staff; a kiosk account (`users.kiosk`, 访客机) reaches only kiosk routes',
  department: "部门, 组织: the head office or a community's service centre",
  dictType: "the spec's dictionary (基础参数, 字典); its items are `dictItem`",
  tenant: "the spec's property company (物业公司), the head office (总部); one per deployment today; every row carries `tenantId`",
  i18nEntry: 'run-time text overrides',
  quartzJob: 'handlers from a typed registry, never a class name',
  opLog: 'a dense log: an append-only table paged by id arithmetic',
  residential: "the spec's community, residence; `kind`: `residential` estate (社区 / 小区) or office `campus` (园区)",
  building: '`type` 1 region (机构/区域), 2 building; `parentId` for a building in a region',
  apartment: "the spec's house, room (房间, 房号: `roomNo`); the room detail is `/houseManager/detail`",
  company: 'an office tenant on a campus floor (企业, 公司); `level` 1 prime / 2 major / 3 general (重点 / 主要 / 一般)',
  card: '`cardNo`: 10-digit decimal',
  openRecord: "the spec's door passage record, open record; `openedAt`; a dense log",
  person:
    "the spec's resident (owner, family member, tenant, employee: `personType`); a registration carries `reviewStatus`, reviewed on 住户审核",
  staff: '`staffNo`',
  deviceType: "`pid`, `deviceName`: keeps the spec's device-type tree (a screen not in the spec's route list)",
  receivable:
    "one bill line (应收): the code's word is bill line (`billLineResource`, `billLineId`, `feeBillLines`); `receivable` stays the spec's name on the wire and the amount due in statements (decision 0053)",
  generateTask:
    "a bill run (账单生成任务): the code's word is bill run (`billRunResource`, `startBillRun`, `feeBillRuns`); `generateTask` stays on the wire (decision 0053)",
  actualReceipt:
    "one payment (实收): the code's word is payment (`paymentResource`, `paymentId`, `feePayments`); its printed paper is the receipt; `actualReceipt` stays on the wire (decision 0053)",
  prestoreAccount:
    "a fee account of the prepayment kind: the code's word is account (`feeAccounts`, `AccountScreen`); prestore, deposit and guarantee are its kinds (decision 0053)",
  repairOrder: "the repair menu's entries show counts of the orders waiting for each step (`countKey`)",
};
