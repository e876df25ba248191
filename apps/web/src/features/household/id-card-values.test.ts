import type { GetIDCardInfoResult } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { idCardFormValues } from './id-card-values.js';

const card: GetIDCardInfoResult = {
  name: '王芳',
  gender: '女',
  nation: '汉',
  birthday: '1990-03-07',
  address: '上海市浦东新区张杨路500弄3号1201室',
  idNumber: '31011519900307002x',
  issuer: '上海市公安局浦东分局',
  validFrom: '2016-05-01',
  validTo: '2036-05-01',
  photo: '/9j/4AAQ',
};

const FORM = ['residentialId', 'name', 'personType', 'phone', 'gender', 'idCard', 'apartmentId', 'portrait'];

describe('ID card to registration form values', () => {
  it('fills name, gender as the form’s option value and the ID number with an upper-case X', () => {
    expect(idCardFormValues(card, FORM)).toEqual({ name: '王芳', gender: 2, idCard: '31011519900307002X' });
    expect(idCardFormValues({ ...card, name: ' 张伟 ', gender: '男' }, FORM)).toEqual({
      name: '张伟',
      gender: 1,
      idCard: '31011519900307002X',
    });
  });

  it('fills only the fields the form shows', () => {
    expect(idCardFormValues(card, ['name', 'phone'])).toEqual({ name: '王芳' });
    expect(idCardFormValues(card, [])).toEqual({});
  });

  it('leaves a field alone when the card has nothing usable for it', () => {
    const blank = { ...card, name: '  ', idNumber: '', gender: '未知' as GetIDCardInfoResult['gender'] };
    expect(idCardFormValues(blank, FORM)).toEqual({});
  });
});
