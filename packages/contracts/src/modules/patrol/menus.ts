import { inline, menu, section, type MenuDecl } from '../../menu-decl.js';

/** The patrol module's section of the side menu (contracts MENU_CATALOGUE). */
export const PATROL_MENUS: readonly MenuDecl[] = [
  section('patrolManager', '巡更管理', 'Patrol', 'AimOutlined', [
    menu('/patrolManager/patrolType', '巡更类型', 'Patrol types', { icon: 'TagsOutlined' }),
    menu('/patrolManager/patrolPoint', '巡更点', 'Patrol points', {
      icon: 'EnvironmentOutlined',
      inline: [inline('/patrolManager/patrolPointDetail', '巡更点详情', 'Patrol point detail')],
    }),
    menu('/patrolManager/patrolRoute', '巡更路线', 'Patrol routes', { icon: 'NodeIndexOutlined' }),
    menu('/patrolManager/patrolPlan', '巡更计划', 'Patrol plans', {
      icon: 'ScheduleOutlined',
      inline: [inline('/patrolManager/patrolPlanDetail', '巡更计划详情', 'Patrol plan detail')],
    }),
    menu('/patrolManager/patrolTask', '巡更任务', 'Patrol tasks', {
      icon: 'CarryOutOutlined',
      inline: [inline('/patrolManager/patrolTaskDetail', '巡更任务详情', 'Patrol task detail')],
    }),
    menu('/patrolManager/patrolProblem', '巡更问题', 'Patrol problems', { icon: 'ExclamationCircleOutlined' }),
    menu('/patrolManager/patrolRecord', '巡更记录', 'Patrol records', {
      icon: 'ProfileOutlined',
      inline: [inline('/patrolManager/patrolRecordDetail', '巡更记录详情', 'Patrol record detail')],
    }),
    menu('/patrolManager/patrolState', '巡更概况', 'Patrol overview', { icon: 'PieChartOutlined' }),
  ]),
];
