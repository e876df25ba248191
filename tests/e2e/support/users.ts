/** The demo seed's accounts (brief, "Demo seed"). Passwords exist only in the demo seed. */
export interface DemoUser {
  username: string;
  password: string;
  /** Display name shown in the header. */
  name: string;
}

export const users = {
  admin: { username: 'admin', password: 'Admin@2026', name: '系统管理员' },
  lihua: { username: 'lihua', password: 'Manager@2026', name: '李华' },
  wangqiang: { username: 'wangqiang', password: 'Repair@2026', name: '王强' },
  kiosk01: { username: 'kiosk01', password: 'Kiosk@2026', name: '访客机01' },
  zhaolei: { username: 'zhaolei', password: 'Frozen@2026', name: '赵磊' },
  /** 财务主管: approves the cashiers' refunds and cancellations (issue 23). */
  zhoumin: { username: 'zhoumin', password: 'Finance@2026', name: '周敏' },
  /** 保安 (security guard) of 阳光花园: patrol tasks, check-in and problems, 我的打卡 (specs/roles/guard.spec.ts). */
  zhangwei: { username: 'zhangwei', password: 'Guard@2026', name: '张伟' },
  /** Only the change-password spec uses her, so no other test depends on her password. */
  chenjing: { username: 'chenjing', password: 'Chen@2026', name: '陈静' },
} as const satisfies Record<string, DemoUser>;

/** The demo communities by CompanyId. */
export const demoResidentials = {
  sunshineGarden: { companyId: '1001', name: '阳光花园' },
  jadeLake: { companyId: '1002', name: '翠湖苑' },
  starRiverPark: { companyId: '1003', name: '星河科创园' },
} as const;
