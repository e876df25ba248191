import type { Language } from '@cvap/contracts';
import type { ZipRefusalReason } from './zip-guard.js';

/** Import and export texts, in the language of whoever started the work. */
export const IMPORT_TEXT = {
  zh_cn: {
    refusal: {
      notZip: '文件不是有效的 zip 压缩包',
      traversal: '包含指向上级目录（../）的条目',
      absolutePath: '包含绝对路径的条目',
      badName: '包含名称不合法的条目',
      symlink: '包含符号链接',
      tooManyEntries: '条目数量超过 1000 个',
      entryTooLarge: '单个文件解压后超过 50 MB',
      totalTooLarge: '解压后总大小超过 50 MB',
      encrypted: '包含加密的条目',
      unsupportedCompression: '使用了不支持的压缩方式',
      sizeMismatch: '条目的实际大小与声明不符',
      noWorkbook: '压缩包中没有 .xlsx 表格',
      manyWorkbooks: '压缩包中只能有一个 .xlsx 表格',
      badWorkbook: '表格无法读取或没有数据',
      noColumns: '表格第一行没有可识别的列名',
      tooManyRows: '表格行数超过 {n} 行',
    } satisfies Record<ZipRefusalReason | 'noWorkbook' | 'manyWorkbooks' | 'badWorkbook' | 'noColumns' | 'tooManyRows', string>,
    importTitle: (label: string) => `导入${label}`,
    exportTitle: (label: string) => `导出${label}`,
    validating: (done: number, total: number) => `正在校验第 ${done}/${total} 行`,
    inserting: (done: number, total: number) => `正在写入第 ${done}/${total} 行`,
    exporting: (done: number) => `已导出 ${done} 行`,
    imported: (succ: number, fail: number) => `导入完成：成功 ${succ} 条，失败 ${fail} 条`,
    exported: (n: number) => `导出完成：共 ${n} 条`,
    failedWhole: (reason: string) => `导入失败，未写入任何数据：${reason}`,
    succ: '成功',
    fail: '失败',
    resultFile: '结果文件',
    exportFile: '导出文件',
    rowNumber: '行号',
    reasons: '失败原因',
    duplicateInFile: (label: string, row: number) => `${label}与第 ${row} 行重复`,
    duplicateInData: (label: string) => `${label}已存在`,
    unknownOption: (label: string) => `${label}不是可选的值`,
    required: '为必填项',
  },
  en: {
    refusal: {
      notZip: 'the file is not a valid zip archive',
      traversal: 'an entry points outside the archive (../)',
      absolutePath: 'an entry has an absolute path',
      badName: 'an entry has an invalid name',
      symlink: 'the archive contains a symbolic link',
      tooManyEntries: 'the archive has more than 1,000 entries',
      entryTooLarge: 'a file would be larger than 50 MB once extracted',
      totalTooLarge: 'the contents would exceed 50 MB once extracted',
      encrypted: 'an entry is encrypted',
      unsupportedCompression: 'an entry uses an unsupported compression method',
      sizeMismatch: "an entry's real size differs from what its header declares",
      noWorkbook: 'the archive contains no .xlsx workbook',
      manyWorkbooks: 'the archive must contain exactly one .xlsx workbook',
      badWorkbook: 'the workbook cannot be read or has no data',
      noColumns: 'the first row of the workbook names no known column',
      tooManyRows: 'the workbook has more than {n} rows',
    },
    importTitle: (label: string) => `Import ${label.toLowerCase()}`,
    exportTitle: (label: string) => `Export ${label.toLowerCase()}`,
    validating: (done: number, total: number) => `Checking row ${done} of ${total}`,
    inserting: (done: number, total: number) => `Writing row ${done} of ${total}`,
    exporting: (done: number) => `${done} rows exported`,
    imported: (succ: number, fail: number) => `Import finished: ${succ} imported, ${fail} rejected`,
    exported: (n: number) => `Export finished: ${n} rows`,
    failedWhole: (reason: string) => `Import failed, nothing was written: ${reason}`,
    succ: 'Imported',
    fail: 'Rejected',
    resultFile: 'Result file',
    exportFile: 'Export file',
    rowNumber: 'Row',
    reasons: 'Reasons',
    duplicateInFile: (label: string, row: number) => `${label} repeats row ${row}`,
    duplicateInData: (label: string) => `${label} already exists`,
    unknownOption: (label: string) => `${label} is not one of the options`,
    required: 'is required',
  },
} satisfies Record<Language, unknown>;

export type ImportText = (typeof IMPORT_TEXT)['zh_cn'];
export type RefusalKey = keyof ImportText['refusal'];

export function refusalText(language: Language, key: RefusalKey, n?: number): string {
  return IMPORT_TEXT[language].refusal[key].replace('{n}', String(n ?? ''));
}
