import type { Language } from '@cvap/contracts';

/** Labels and values of the self-check result lines, in the language of whoever started it. */
export const SELF_CHECK_TEXT = {
  zh_cn: {
    dbLatency: '数据库往返延迟',
    migrations: '数据库迁移',
    migrationsValue: (applied: number, total: number) => `已应用 ${applied}/${total}`,
    migrationsMissing: (names: string) => `，未应用：${names}`,
    jwtSecret: 'JWT 密钥强度',
    jwtSecretValue: (bytes: number, source: 'env' | 'file') =>
      `${bytes} 字节，来自${source === 'env' ? '环境变量 JWT_SECRET' : ' DATA_DIR/jwt-secret'}`,
    jwtSecretWeak: (problem: string) => `不合格：${problem}`,
    jwtFileMode: (mode: string) => `，文件权限 ${mode}`,
    menus: '菜单目录与数据库一致',
    menusAll: (n: number, extra: number) => `${n} 项全部存在${extra ? `，另有自定义菜单 ${extra} 项` : ''}`,
    menusMissing: (names: string) => `缺少：${names}`,
    usersWithoutRole: '未分配角色的用户',
    accountsExpiring: '30 天内到期的账号',
    none: '无',
    people: (n: number, names: string) => `${n} 个：${names}`,
    hwBridge: '硬件助手（9090）连通性',
    reachable: (ms: number) => `可访问（${ms} ms）`,
    answered: (status: number) => `有响应，但 HTTP 状态为 ${status}`,
    unreachable: (why: string) => `无法访问：${why}`,
    timeout: '超时（3 秒）',
    refused: '连接被拒绝',
    dataDir: '数据目录可写',
    writable: '可写',
    notWritable: '不可写',
    finished: (passed: number, total: number) =>
      passed === total ? `自检完成：${total} 项全部通过` : `自检完成：${passed}/${total} 项通过，其余需关注`,
  },
  en: {
    dbLatency: 'Database round trip',
    migrations: 'Database migrations',
    migrationsValue: (applied: number, total: number) => `${applied} of ${total} applied`,
    migrationsMissing: (names: string) => `; not applied: ${names}`,
    jwtSecret: 'JWT secret strength',
    jwtSecretValue: (bytes: number, source: 'env' | 'file') =>
      `${bytes} bytes, from ${source === 'env' ? 'the JWT_SECRET variable' : 'DATA_DIR/jwt-secret'}`,
    jwtSecretWeak: (problem: string) => `refused: ${problem}`,
    jwtFileMode: (mode: string) => `, file mode ${mode}`,
    menus: 'Menu catalogue matches the database',
    menusAll: (n: number, extra: number) => `all ${n} entries present${extra ? `, plus ${extra} custom entries` : ''}`,
    menusMissing: (names: string) => `missing: ${names}`,
    usersWithoutRole: 'Users without any role',
    accountsExpiring: 'Accounts expiring within 30 days',
    none: 'none',
    people: (n: number, names: string) => `${n}: ${names}`,
    hwBridge: 'Hardware helper (9090) reachable',
    reachable: (ms: number) => `reachable (${ms} ms)`,
    answered: (status: number) => `answered with HTTP ${status}`,
    unreachable: (why: string) => `unreachable: ${why}`,
    timeout: 'timed out (3 s)',
    refused: 'connection refused',
    dataDir: 'Data folder writable',
    writable: 'writable',
    notWritable: 'not writable',
    finished: (passed: number, total: number) =>
      passed === total
        ? `Self-check finished: all ${total} passed`
        : `Self-check finished: ${passed} of ${total} passed, the rest need attention`,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type SelfCheckText = (typeof SELF_CHECK_TEXT)['zh_cn'];
