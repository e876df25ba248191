import { describe, expect, it } from 'vitest';
import { applyTaskUpdate, isTaskEntryList, removeTask, runningCount, startedTask, taskOutcome, type TaskEntry } from './task-list.js';

const running = startedTask('t1', 'selfCheck', 'dashboard', '系统自检');

describe('task list', () => {
  it('starts a task at progress 0 with status 205', () => {
    expect(running).toEqual({ id: 't1', type: 'selfCheck', source: 'dashboard', title: '系统自检', progress: 0, status: 205 });
  });

  it('updates the entry of a pushed task in place', () => {
    const other = startedTask('t2', 'import', 'house', 'Import');
    const { list, ended } = applyTaskUpdate([other, running], { ...running, progress: 40 });
    expect(list).toEqual([other, { ...running, progress: 40 }]);
    expect(ended).toBe(false);
  });

  it('adds a pushed task it did not know, at the top', () => {
    const pushed = { ...startedTask('t3', 'import', 'x', 'y'), progress: 10 };
    expect(applyTaskUpdate([running], pushed).list).toEqual([pushed, running]);
  });

  it('keeps only the indicator fields of a pushed task', () => {
    const pushed = { ...running, message: 'm', result: null, createdAt: 'c', updatedAt: 'u' } as TaskEntry;
    expect(Object.keys(applyTaskUpdate([], pushed).list[0]!).sort()).toEqual(['id', 'progress', 'source', 'status', 'title', 'type']);
  });

  it.each([200, 500, 40001])('reports the end when a running task gets status %i', (status) => {
    expect(applyTaskUpdate([running], { ...running, status, progress: 100 }).ended).toBe(true);
  });

  it('reports the end of a task it learns about only when it has already ended', () => {
    expect(applyTaskUpdate([], { ...running, status: 200 }).ended).toBe(true);
  });

  it('does not report an end twice', () => {
    const finished = { ...running, status: 200, progress: 100 };
    expect(applyTaskUpdate([finished], finished).ended).toBe(false);
  });

  it('counts only tasks in progress for the badge', () => {
    expect(runningCount([running, { ...running, id: 't2', status: 200 }, { ...running, id: 't3', status: 500 }])).toBe(1);
  });

  it('removes an entry', () => {
    expect(removeTask([running], 't1')).toEqual([]);
  });

  it('reads status 200 as finished, 205 as running and anything else as failed', () => {
    expect(taskOutcome(200)).toBe('finished');
    expect(taskOutcome(205)).toBe('running');
    expect(taskOutcome(500)).toBe('failed');
    expect(taskOutcome(0)).toBe('failed');
  });

  it('accepts only well-formed stored lists', () => {
    expect(isTaskEntryList([running])).toBe(true);
    expect(isTaskEntryList([{ ...running, status: '205' }])).toBe(false);
    expect(isTaskEntryList({})).toBe(false);
  });
});
