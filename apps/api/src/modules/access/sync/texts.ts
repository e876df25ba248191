import { labelIn, RALID_STEPS, type Language, type RalidStepName } from '@cvap/contracts';

export function stepLabel(step: RalidStepName, language: Language): string {
  return labelIn(
    RALID_STEPS.find((s) => s.name === step)!,
    language,
  );
}

export const SYNC_TEXT = {
  title: (l: Language) => labelIn({ zh: '门禁平台同步', en: 'Access-control sync' }, l),
  stepRunning: (l: Language, n: number, step: RalidStepName, done: number, total: number) =>
    labelIn({ zh: `第${n}/8步：${stepLabel(step, l)} ${done}/${total}`, en: `Step ${n} of 8: ${stepLabel(step, l)} ${done}/${total}` }, l),
  stepFailed: (l: Language, n: number, step: RalidStepName, reason: string) =>
    labelIn({ zh: `第${n}步「${stepLabel(step, l)}」同步失败：${reason}`, en: `Step ${n} (${stepLabel(step, l)}) failed: ${reason}` }, l),
  finished: (l: Language, total: number) =>
    labelIn({ zh: `同步完成：8 个步骤共 ${total} 条数据`, en: `Sync finished: 8 steps, ${total} records` }, l),
  interrupted: (l: Language) => labelIn({ zh: '已中断（服务停止或重启）', en: 'interrupted (the server stopped or restarted)' }, l),
  unexpected: (l: Language) => labelIn({ zh: '意外错误，请查看服务器日志', en: 'unexpected error, see the server log' }, l),
};
