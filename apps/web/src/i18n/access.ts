/**
 * Texts of the access screens (features/access), in both languages; zh_cn.ts and en.ts mount them under `accessSync`.
 * The English object must have exactly the Chinese keys (TranslationShape).
 */
export const accessSyncZh = {
  title: '门禁平台同步',
  taskTitle: '门禁平台同步',
  description:
    '从门禁平台依次同步部门、部门权限组、权限组、门信息、人员、卡片、卡片权限组、卡类型共 8 项数据；任一步失败即停止，已同步的步骤保留，失败的步骤不写入任何数据，可重新同步。',
  start: '开始同步',
  rerun: '重新同步',
  running: '同步中…',
  started: '同步已开始，进度见右上角任务列表',
  never: '尚未同步过',
  status: '状态',
  startedAt: '开始时间',
  startedBy: '执行人',
  failedStep: '「{{step}}」同步失败',
  count: '{{count}} 条',
  runStatus: { running: '同步中', succeeded: '同步成功', failed: '同步失败' },
  stepStatus: { pending: '等待中', running: '同步中', succeeded: '成功', failed: '失败' },
  steps: {
    getDepartment: '部门',
    getDepartmentAccessLevel: '部门权限组',
    getAccessLevel: '权限组',
    getDoorInfo: '门信息',
    getUsers: '人员',
    getCard: '卡片',
    getCardAccessLevel: '卡片权限组',
    getCardType: '卡类型',
  },
};

export const accessSyncEn: typeof accessSyncZh = {
  title: 'Access-control sync',
  taskTitle: 'Access-control sync',
  description:
    'Pulls eight data sets from the access-control platform in turn: departments, department access levels, access levels, doors, users, cards, card access levels and card types. The first failing step stops the run; finished steps are kept, the failed step writes nothing, and the sync can be run again.',
  start: 'Start sync',
  rerun: 'Sync again',
  running: 'Syncing…',
  started: 'The sync has started; follow it in the task list at the top right',
  never: 'Never synced yet',
  status: 'Status',
  startedAt: 'Started at',
  startedBy: 'Started by',
  failedStep: '{{step}} failed',
  count: '{{count}} records',
  runStatus: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
  stepStatus: { pending: 'Pending', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
  steps: {
    getDepartment: 'Departments',
    getDepartmentAccessLevel: 'Department access levels',
    getAccessLevel: 'Access levels',
    getDoorInfo: 'Doors',
    getUsers: 'Users',
    getCard: 'Cards',
    getCardAccessLevel: 'Card access levels',
    getCardType: 'Card types',
  },
};
