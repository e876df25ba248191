import { ReviewStatus } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { idOfQuery, inlineUrl, kindOfQuery } from './registration-kinds.js';
import { placeRequired } from './registration-rules.js';
import { batchPlan, rejectReasonError, rowReviewActions } from './review-actions.js';

describe('row review actions', () => {
  it('offer pass and reject on a pending registration to a reviewer', () => {
    expect(rowReviewActions(ReviewStatus.pending, true)).toEqual({ pass: true, reject: true });
  });
  it('offer only reject on a passed one and only pass on a rejected one', () => {
    expect(rowReviewActions(ReviewStatus.passed, true)).toEqual({ pass: false, reject: true });
    expect(rowReviewActions(ReviewStatus.rejected, true)).toEqual({ pass: true, reject: false });
  });
  it('offer nothing to a user without the review element', () => {
    expect(rowReviewActions(ReviewStatus.pending, false)).toEqual({ pass: false, reject: false });
  });
  it('offer nothing when the status is unknown', () => {
    expect(rowReviewActions(undefined, true)).toEqual({ pass: false, reject: false });
  });
});

describe('batch verdicts', () => {
  it('ask for a selection when nothing is selected', () => {
    expect(batchPlan([], 'pass')).toEqual({ kind: 'empty' });
  });
  it('send the ids when every selected row allows the verdict', () => {
    expect(
      batchPlan(
        [
          { id: 1, reviewStatus: 0 },
          { id: 2, reviewStatus: 2 },
        ],
        'pass',
      ),
    ).toEqual({ kind: 'send', ids: [1, 2] });
  });
  it('name the rows whose status refuses the verdict', () => {
    expect(
      batchPlan(
        [
          { id: 1, name: '张三', reviewStatus: 0 },
          { id: 2, name: '李四', reviewStatus: 2 },
        ],
        'reject',
      ),
    ).toEqual({ kind: 'refused', names: ['李四'] });
  });
});

describe('rejection reason', () => {
  it('is required (blank is refused)', () => {
    expect(rejectReasonError(undefined)).toBe('required');
    expect(rejectReasonError('   ')).toBe('required');
  });
  it('is at most 200 characters', () => {
    expect(rejectReasonError('x'.repeat(201))).toBe('tooLong');
    expect(rejectReasonError('资料不全')).toBeNull();
  });
});

describe('house or company', () => {
  it('a company employee names a company, owners, family and tenants a house', () => {
    expect(placeRequired(4)).toBe('company');
    expect(placeRequired(1)).toBe('apartment');
    expect(placeRequired(3)).toBe('apartment');
    expect(placeRequired(undefined)).toBeNull();
  });
});

describe('inline page URLs', () => {
  it('resident pages stay under resident registration', () => {
    expect(inlineUrl('add', 'person')).toBe('/householdManager/add');
    expect(inlineUrl('edit', 'person', 7)).toBe('/householdManager/edit?id=7');
    expect(inlineUrl('detail', 'person', 7)).toBe('/householdManager/detail?id=7');
  });
  it('staff add and edit name the property staff list as their menu; the staff detail is detail2', () => {
    expect(inlineUrl('add', 'staff')).toBe('/householdManager/add?type=staff&menu=%2FhouseholdManager%2FpropertyReg');
    expect(inlineUrl('edit', 'staff', 3)).toBe('/householdManager/edit?type=staff&id=3&menu=%2FhouseholdManager%2FpropertyReg');
    expect(inlineUrl('detail', 'staff', 3)).toBe('/householdManager/detail2?id=3');
  });
  it('a detail opened from the review screen names it as the menu', () => {
    expect(inlineUrl('detail', 'person', 5, '/householdManager/householdExamine')).toBe(
      '/householdManager/detail?id=5&menu=%2FhouseholdManager%2FhouseholdExamine',
    );
  });
  it('read the kind and the id from the query', () => {
    expect(kindOfQuery('?type=staff')).toBe('staff');
    expect(kindOfQuery('')).toBe('person');
    expect(idOfQuery('?id=12')).toBe(12);
    expect(idOfQuery('?id=abc')).toBeNull();
    expect(idOfQuery('?id=0')).toBeNull();
  });
});
