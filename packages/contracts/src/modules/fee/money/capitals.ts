import { parseFen } from './money.js';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'] as const;
/** Each group of four digits, from the right: yuan, ten-thousands, hundred-millions, trillions. */
const SECTIONS = ['', '万', '亿', '万亿'] as const;

const digit = (d: string) => DIGITS[d.charCodeAt(0) - 48]!;

/** The whole yuan in capitals (壹万零贰佰…): one 零 for each run of zeros between two non-zero digits. */
function wholeInCapitals(whole: string): string {
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 4) groups.unshift(whole.slice(Math.max(0, end - 4), end).padStart(4, '0'));
  let out = '';
  let zero = false;
  groups.forEach((group, index) => {
    let text = '';
    for (let i = 0; i < 4; i += 1) {
      const d = group[i]!;
      if (d === '0') {
        if (out !== '' || text !== '') zero = true;
        continue;
      }
      if (zero) text += '零';
      zero = false;
      text += digit(d) + UNITS[3 - i];
    }
    if (text !== '') out += text + SECTIONS[groups.length - 1 - index];
  });
  return out;
}

/**
 * An amount in Chinese capitals as written on a receipt or a cheque (大写金额): "1234.50" → 壹仟贰佰叁拾肆元伍角整,
 * "100.07" → 壹佰元零柒分, "0.05" → 伍分, "10000.00" → 壹万元整, "0" → 零元整; a negative amount starts with 负.
 * Exact: read from the decimal text through integer fen, never a float.
 */
export function amountInChineseCapitals(yuan: string): string {
  const fen = parseFen(yuan, { allowNegative: true });
  const sign = fen < 0n ? '负' : '';
  const text = (fen < 0n ? -fen : fen).toString().padStart(3, '0');
  const whole = text.slice(0, -2).replace(/^0+/, '');
  const [jiao, cents] = [text.at(-2)!, text.at(-1)!];
  const yuanPart = whole === '' ? '' : `${wholeInCapitals(whole)}元`;
  if (jiao === '0' && cents === '0') return `${sign}${yuanPart || '零元'}整`;
  const jiaoPart = jiao !== '0' ? `${digit(jiao)}角` : yuanPart !== '' ? '零' : '';
  const centsPart = cents !== '0' ? `${digit(cents)}分` : '整';
  return `${sign}${yuanPart}${jiaoPart}${centsPart}`;
}
