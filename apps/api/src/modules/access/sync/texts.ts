import { RALID_STEPS, type Language, type RalidStepName } from '@cvap/contracts';

export function stepLabel(step: RalidStepName, language: Language): string {
  const decl = RALID_STEPS.find((s) => s.name === step)!;
  return language === 'en' ? decl.en : decl.zh;
}

export const SYNC_TEXT = {
  title: (l: Language) => (l === 'en' ? 'Access-control sync' : '门禁平台同步'),
  stepRunning: (l: Language, n: number, step: RalidStepName, done: number, total: number) =>
    l === 'en' ? `Step ${n} of 8: ${stepLabel(step, l)} ${done}/${total}` : `第${n}/8步：${stepLabel(step, l)} ${done}/${total}`,
  stepFailed: (l: Language, n: number, step: RalidStepName, reason: string) =>
    l === 'en' ? `Step ${n} (${stepLabel(step, l)}) failed: ${reason}` : `第${n}步「${stepLabel(step, l)}」同步失败：${reason}`,
  finished: (l: Language, total: number) =>
    l === 'en' ? `Sync finished: 8 steps, ${total} records` : `同步完成：8 个步骤共 ${total} 条数据`,
  interrupted: (l: Language) => (l === 'en' ? 'interrupted (the server stopped or restarted)' : '已中断（服务停止或重启）'),
  unexpected: (l: Language) => (l === 'en' ? 'unexpected error, see the server log' : '意外错误，请查看服务器日志'),
};
