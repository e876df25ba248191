import { defineResource, f } from '@cvap/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { initialSearchValues, searchFilters, searchTextMaxLength, splitSearchFields } from './search-values.js';

const log = defineResource({
  name: 'log',
  module: 'sys',
  basePath: '/api/admin/log',
  menu: 'systemManager:opLog',
  label: { zh: '日志', en: 'Log' },
  scope: 'headOffice',
  titleField: 'path',
  actions: ['view'],
  defaultRange: { field: 'createdAt', days: 7 },
  fields: {
    id: f.id(),
    username: f.text('操作人', 'User', { search: 'eq' }),
    path: f.text('路径', 'Path', { search: 'like' }),
    action: f.text('操作', 'Action', { search: 'eq' }),
    resource: f.text('资源', 'Resource', { search: 'eq' }),
    recordId: f.text('记录', 'Record', { search: 'eq' }),
    createdAt: { ...f.createdAt(), search: 'range' },
  },
});

describe('search form values', () => {
  it('shows four fields, the rest behind the advanced toggle', () => {
    const { visible, advanced } = splitSearchFields(log);
    expect(visible.map(([n]) => n)).toEqual(['username', 'path', 'action', 'resource']);
    expect(advanced.map(([n]) => n)).toEqual(['recordId', 'createdAt']);
  });

  it('trims text, drops blanks and sends date ranges from 00:00:00 to 23:59:59', () => {
    const filters = searchFilters(log, {
      username: '  admin ',
      path: '   ',
      createdAt: [dayjs('2026-03-01T10:00:00'), dayjs('2026-03-03T08:00:00')],
    });
    expect(filters).toEqual({ username: 'admin', createdAt: ['2026-03-01 00:00:00', '2026-03-03 23:59:59'] });
  });

  it('starts a time-based list on its default range of the last N days', () => {
    const initial = initialSearchValues(log, dayjs('2026-03-15T12:00:00'));
    expect(searchFilters(log, initial)).toEqual({ createdAt: ['2026-03-09 00:00:00', '2026-03-15 23:59:59'] });
  });

  it('limits a search input to what the server accepts: 50 for contains, the field’s length for equality', () => {
    expect(searchTextMaxLength(f.text('卡号', 'Card number', { maxLength: 10, search: 'eq' }))).toBe(10);
    expect(searchTextMaxLength(f.text('名称', 'Name', { maxLength: 10, search: 'like' }))).toBe(50);
    expect(searchTextMaxLength(f.text('编码', 'Code', { search: 'eq' }))).toBe(20);
  });
});
